/**
 * Something loaded on first need and kept: the packages most processes never use (sharp, the video
 * parsers, nodemailer), whose loading would otherwise cost every start (decision 0036, stop 55). A
 * load that fails is not kept: the next call tries again and, failing, says why again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
