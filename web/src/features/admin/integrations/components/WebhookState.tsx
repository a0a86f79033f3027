/** A webhook's state as a badge: on, failing (deliveries failing, still tried), or off. */
import type { Webhook } from '@vyoma/contract';

export function WebhookState({ hook }: { hook: Webhook }) {
  if (!hook.enabled)
    return (
      <span className="integrations__badge integrations__badge--bad" title={hook.disabledReason ?? undefined}>
        Off
      </span>
    );
  if (hook.failingSince)
    return <span className="integrations__badge integrations__badge--wait">Failing</span>;
  return <span className="integrations__badge integrations__badge--ok">On</span>;
}
