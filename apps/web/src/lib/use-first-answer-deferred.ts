import { useDeferredValue } from 'react';

/**
 * True while a query's first answer has come but the screen built from it is not drawn yet: the
 * page shows its skeleton one render longer, and React then builds the screen in a render it may
 * pause (useDeferredValue). A query's answer otherwise renders at once and without a break
 * (useSyncExternalStore): on the booking page, mounting everything behind the hold was one task of
 * ~200 ms, most of its blocking time on a phone (issue 25). Later answers render as usual.
 */
export function useFirstAnswerDeferred(query: { data: unknown; isSuccess: boolean }): boolean {
  const shown = useDeferredValue(query.data);
  return query.isSuccess && shown === undefined;
}
