/**
 * The audit trail, recorded in one place. Every admin route that changes something (any method but
 * GET/HEAD/OPTIONS), and every admin GET that says `config.audit` (the backup download), gets an
 * onSend hook that writes one entry when it succeeds, before the answer leaves: who (the session's
 * admin), what (the action and its target, with the names of the fields that changed), when and from
 * which address. A route names its action in `config.audit`; one that does not gets a name made from
 * its path and method ("contact.delete"), so no admin action goes unrecorded. Sign-ins, failed
 * sign-ins and the command line record theirs with recordAudit().
 *
 * Field names only, never values: a password change records ["password"].
 */
import { API_PREFIX } from '@vyoma/contract';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { addRouteHook } from '../http/route-config.ts';

type Snapshot = Record<string, unknown>;

/** One entry as it is written. */
export interface AuditRecord {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  target?: string | null;
  targetLabel?: string | null;
  ip?: string | null;
  fields?: string[];
  /** The API token the request carried (issue 28): the token is the actor, named in actorEmail. */
  tokenId?: string | null;
}

/**
 * What this plugin needs from the app: somewhere to write entries (app.ts hands it the audit
 * module's insert; the plugin knows no module).
 */
export interface AuditContext {
  writeAudit: (record: AuditRecord) => Promise<void>;
}

export interface AuditConfig {
  /** e.g. "product.update"; default: from the path and method. */
  action?: string;
  /** The kind of record in `target` ("product" → "product:<id>"); default: the action's first word. */
  target?: string;
  /** Reads the record before and after an update, so the entry names the fields that changed. */
  snapshot?: (id: string) => Promise<Snapshot | undefined>;
  /** The id of a one-row record whose path has no :id (the site settings: "site"). */
  id?: string;
  /** Field names to record instead of the body's (e.g. ["password"]). */
  fields?: string[];
}

/** What a handler knows better than the route config (a deactivation is a staff.update too). */
export interface AuditNote {
  action?: string;
  target?: string | null;
  targetLabel?: string | null;
  fields?: string[];
  /** How the acting admin proved it was them (a step-up proof): recorded after the fields, `proof:totp`. */
  proof?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** How this route's audit entries read, or false for none (see plugins/audit.ts). */
    audit?: AuditConfig | false;
  }
  interface FastifyRequest {
    /** Set by a handler to refine its audit entry. */
    auditNote: AuditNote | null;
    auditBefore: Snapshot | undefined;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const VERBS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/** "/api/v1/contact/:id" + DELETE → "contact.delete". */
export function defaultAction(url: string, method: string): string {
  const words = url
    .slice(url.startsWith(API_PREFIX) ? API_PREFIX.length : 0)
    .split('/')
    .filter((w) => w && w !== 'admin' && !w.startsWith(':'));
  return [...words, VERBS[method] ?? method.toLowerCase()].join('.');
}

const labelOf = (o: Snapshot | undefined): string | null => {
  for (const key of ['name', 'title', 'email']) {
    const v = o?.[key];
    if (typeof v === 'string' && v) return v;
  }
  return null;
};

/** The record an answer carries ({ product }, { category }, { data }, { user } …). */
function answerEntity(payload: unknown): Snapshot | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as Snapshot;
    for (const v of Object.values(body))
      if (v && typeof v === 'object' && !Array.isArray(v) && typeof (v as Snapshot)._id === 'string')
        return v as Snapshot;
  } catch {
    // not JSON
  }
  return undefined;
}

function changedFields(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k])).sort();
}

const paramId = (request: FastifyRequest): string | undefined => {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
};

/** Writes one entry for this request's admin (or `actor`); never fails the request. */
export async function recordAudit(
  ctx: AuditContext,
  request: FastifyRequest,
  entry: Omit<AuditRecord, 'actorId' | 'actorEmail' | 'ip'> & {
    actor?: { id: string | null; email: string | null };
  },
): Promise<void> {
  // A request made with an API token is the token's: its name and prefix, not the admin who made it.
  const token = entry.actor ? null : request.apiToken;
  const actor =
    entry.actor ??
    (token
      ? { id: null, email: `API token “${token.name}” (${token.prefix}…)` }
      : { id: request.user?._id ?? null, email: request.user?.email ?? null });
  try {
    await ctx.writeAudit({
      ...entry,
      actorId: actor.id,
      actorEmail: actor.email,
      ip: request.ip ?? null,
      tokenId: token?.id ?? null,
    });
  } catch (err) {
    request.log.error({ err, action: entry.action }, 'could not write the audit entry');
  }
}

export function registerAudit(app: FastifyInstance, ctx: AuditContext): void {
  app.decorateRequest('auditNote', null);
  app.decorateRequest('auditBefore', undefined);

  app.addHook('onRoute', (route) => {
    const config = route.config?.audit;
    if (config === false || !route.config?.permission) return;
    const methods = [route.method].flat();
    if (methods.every((m) => SAFE_METHODS.has(m)) && !config) return;
    const method = methods.find((m) => !SAFE_METHODS.has(m)) ?? methods[0]!;
    const action = config?.action ?? defaultAction(route.url, method);
    const kind = config?.target ?? action.split('.')[0]!;

    if (config?.snapshot) {
      const snapshot = config.snapshot;
      const before: preHandlerHookHandler = async (request) => {
        const id = paramId(request) ?? config.id;
        if (id) request.auditBefore = await snapshot(id);
      };
      addRouteHook(route, 'preHandler', before);
    }

    const record: onSendHookHandler = async (request, reply, payload) => {
      if (reply.statusCode >= 400) return payload;
      const note = request.auditNote ?? {};
      const answer = answerEntity(payload);
      const id = paramId(request) ?? config?.id ?? (typeof answer?._id === 'string' ? answer._id : undefined);
      const before = request.auditBefore;
      const after = before && id && config?.snapshot ? await config.snapshot(id) : undefined;
      const body = request.body && typeof request.body === 'object' ? (request.body as Snapshot) : {};
      const fields =
        note.fields ??
        config?.fields ??
        (before && after
          ? changedFields(before, after)
          : VERBS[request.method] && request.method !== 'DELETE'
            ? Object.keys(body)
                .filter((k) => body[k] !== undefined)
                .sort()
            : []);
      await recordAudit(ctx, request, {
        action: note.action ?? action,
        target: note.target !== undefined ? note.target : id ? `${kind}:${id}` : null,
        targetLabel:
          note.targetLabel !== undefined
            ? note.targetLabel
            : (labelOf(after) ?? labelOf(before) ?? labelOf(answer) ?? labelOf(body)),
        fields: note.proof ? [...fields, `proof:${note.proof}`] : fields,
      });
      return payload;
    };
    addRouteHook(route, 'onSend', record);
  });
}
