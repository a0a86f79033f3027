/**
 * useSearchParams() whose new value shows at once. React Router changes its search params only when
 * the navigation they start has finished, and a controlled checkbox, radio or select bound to them
 * springs back to its old value until then (long enough, on a busy machine, for a click to look
 * ignored). This keeps the value just set until the router's own params catch up or change.
 */
import { useCallback, useState } from 'react';
import { createSearchParams, type SetURLSearchParams, useSearchParams } from 'react-router';

export function useSearchParamsNow(): [URLSearchParams, SetURLSearchParams] {
  const [url, setUrl] = useSearchParams();
  // The value just set, for as long as the router's params are the ones it was set over: once they
  // change (the navigation finished, or Back), the router's win.
  const [pending, setPending] = useState<{ over: URLSearchParams; value: URLSearchParams } | null>(null);
  const current = pending?.over === url ? pending.value : url;
  const set = useCallback<SetURLSearchParams>(
    (next, options) => {
      const value = typeof next === 'function' ? next(new URLSearchParams(current)) : next;
      setPending({ over: url, value: createSearchParams(value) });
      setUrl(value, options);
    },
    [current, url, setUrl],
  );
  return [current, set];
}
