/**
 * The post-list block: a section with its head, one page of its category's posts (the loader read
 * them with the page: ctx.postList) and the links to the other pages, `?page=` of the page's path.
 */
import type { POST_LIST } from '@vyoma/contract/blocks';
import { PostList } from '~/components/sections/PostList.tsx';
import { Section } from '~/components/sections/Section.tsx';
import { PageLinks } from '~/components/ui/PageLinks.tsx';
import { pageHref } from '~/lib/list-page.ts';
import { StaticLink } from '../BlockLink.tsx';
import { headingId } from '../section.ts';
import type { BlockComponentProps } from '../types.ts';

export function PostListBlock({ values, ctx, nth }: BlockComponentProps<typeof POST_LIST>) {
  const { anchor, heading, lead, subject, empty, background } = values;
  const list = ctx.postList;
  const posts = list?.posts;
  return (
    <Section
      headingId={headingId(anchor, 'post-list', nth)}
      heading={heading}
      lead={lead || undefined}
      muted={background === 'muted'}
    >
      <PostList blogs={posts?.data ?? []} empty={empty} LinkAs={StaticLink} />
      {list && posts && (
        <PageLinks
          page={posts.page}
          totalPages={Math.ceil(posts.total / posts.limit)}
          hrefFor={(p) => pageHref(list.path, p)}
          label={`Pages of ${subject} posts`}
          LinkAs={StaticLink}
        />
      )}
    </Section>
  );
}
