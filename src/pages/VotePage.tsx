import type { VoteSite } from '../model/content.ts';
import { ExternalLink } from '../components/SiteLink.tsx';
import { ContentPage, type ContentPageProps } from './ContentPage.tsx';
import { jabuticraftText } from '../model/jabuticraft-text.ts';

/** `layout: vote`: the page's Markdown with the vote sites of `data/votos.yml`, each opening in a new tab. No JavaScript. */
export function VotePage({ sites, ...page }: ContentPageProps & { sites: VoteSite[] }) {
  return (
    <ContentPage
      {...page}
      part={
        <ul className="vote-sites">
          {sites.map((vote) => (
            <li key={vote.id} className="vote-site">
              <span className="vote-site-name">{vote.name}</span>
              <span className="vote-site-host">{new URL(vote.url).hostname}</span>
              <ExternalLink site={page.site} href={vote.url} className="button button-primary">
                {jabuticraftText.vote}
                <span className="sr-only">{jabuticraftText.voteOnSite(vote.name)}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      }
    />
  );
}
