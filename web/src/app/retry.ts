/**
 * A network blip must not look like "signed out": the data that says who is signed in (the root and
 * the admin layout) is fetched again once when the connection drops. Only the server's answer
 * (a redirect to /wp-admin after a 401) ends the admin's view.
 */
const RETRY_DELAY_MS = 500;

/** fetch() rejects with a TypeError when the request never got an answer. */
const isNetworkError = (error: unknown) => error instanceof TypeError;

export async function withRetry<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isNetworkError(error)) throw error;
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
    return load();
  }
}
