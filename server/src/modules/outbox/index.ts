/**
 * The one outbox for everything the site sends out (decision 0032): a module declares its kind with
 * `outboxKind`, registers its sender on `ctx.outbox` (app.ts), queues with `enqueue` inside its own
 * transaction and kicks the kind after the commit.
 */
export {
  backoffSeconds,
  deleteByRef,
  describeError,
  type EnqueueOptions,
  enqueue,
  Outbox,
  type OutboxKind,
  type OutboxRow,
  OutboxSendError,
  type OutboxSender,
  type OutboxState,
  outboxKind,
  type RetryPolicy,
} from './outbox.ts';
