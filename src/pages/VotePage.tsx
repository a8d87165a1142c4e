import type { VoteSite } from '../model/content.ts';
import { ExternalLink } from '../components/SiteLink.tsx';
import { uiText } from '../model/ui-text.ts';
import { ContentPage, type ContentPageProps } from './ContentPage.tsx';

/** `layout: vote`: the page's Markdown with the vote sites of `data/votos.yml`, each opening in a new tab. No JavaScript. */
export function VotePage({ sites, ...page }: ContentPageProps & { sites: VoteSite[] }) {
  return (
    <ContentPage
      {...page}
      part={
        <ul className="vote-sites">
          {sites.map((site) => (
            <li key={site.id} className="vote-site">
              <span className="vote-site-name">{site.name}</span>
              <span className="vote-site-host">{new URL(site.url).hostname}</span>
              <ExternalLink href={site.url} className="button button-primary">
                {uiText.vote}
                <span className="sr-only">{uiText.voteOnSite(site.name)}</span>
              </ExternalLink>
            </li>
          ))}
        </ul>
      }
    />
  );
}
