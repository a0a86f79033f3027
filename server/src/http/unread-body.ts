/**
 * An answer sent before the request's body has arrived (401 before an upload, 413 on its declared
 * length, 429…): Node would go on reading and discarding the rest of the body to keep the connection
 * for a next request, for as long as the client sends (a 1 GB upload: seconds of bandwidth and CPU).
 * Such an answer says `Connection: close` instead, and Node closes the connection once it is sent.
 * A small remainder (a form, a JSON body) is cheaper to read than a new connection, so it is read.
 */
import type { FastifyInstance } from 'fastify';

/** Unread bodies up to this size are read to keep the connection. */
const READ_ANYWAY_BYTES = 64 * 1024;

export function closeWhenBodyUnread(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    // `complete`: the whole message, body included, has been received (read by the route or not).
    const { headers, complete } = request.raw;
    if (!complete) {
      const length = headers['content-length'];
      const large =
        headers['transfer-encoding'] !== undefined ||
        (length !== undefined && Number(length) > READ_ANYWAY_BYTES);
      if (large) reply.header('Connection', 'close');
    }
    done(null, payload);
  });
}
