/**
 * An answer sent before the request's body has arrived (401 before an upload, 413 on its declared
 * length, 429…): Node would go on reading and discarding the rest of the body to keep the connection
 * for a next request, for as long as the client sends (a 1 GB upload: seconds of bandwidth and CPU).
 * Such an answer says `Connection: close` instead, and Node closes the connection once it is sent.
 * A small remainder (a form, a JSON body) is cheaper to read than a new connection, so it is read.
 * The public read cache's hits, sent before any onSend hook, ask leavesBodyUnread themselves.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** Unread bodies up to this size are read to keep the connection. */
const READ_ANYWAY_BYTES = 64 * 1024;

/** Whether an answer sent now should close the connection: a large part of the body is still to come. */
export function leavesBodyUnread(request: IncomingMessage): boolean {
  // `complete`: the whole message, body included, has been received (read by the route or not).
  const { headers, complete } = request;
  if (complete) return false;
  const length = headers['content-length'];
  return (
    headers['transfer-encoding'] !== undefined || (length !== undefined && Number(length) > READ_ANYWAY_BYTES)
  );
}

export function closeWhenBodyUnread(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (leavesBodyUnread(request.raw)) reply.header('Connection', 'close');
    done(null, payload);
  });
}
