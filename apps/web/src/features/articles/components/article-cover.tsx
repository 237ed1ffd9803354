import { Image } from '@mantine/core';
import { useState } from 'react';

/** The picture shown when an article has none, or its own fails to load. */
export const DEFAULT_ARTICLE_PICTURE = '/article-default.svg';

/** An article's cover; a broken or missing image falls back to the default picture, never an empty box. */
export function ArticleCover({
  src,
  height,
  priority = false,
}: {
  src: string | null;
  height: number;
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  return (
    <Image
      src={!src || failed ? DEFAULT_ARTICLE_PICTURE : src}
      alt=""
      h={height}
      fit="cover"
      loading={priority ? 'eager' : 'lazy'}
      onError={() => setFailed(true)}
    />
  );
}
