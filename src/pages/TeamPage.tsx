import type { StaffGroup } from '../model/content.ts';
import { withBase } from '../components/site-context.ts';
import type { Heading } from '../markdown/types.ts';
import { slugify } from '../markdown/slug.ts';
import { ContentPage, type ContentPageProps } from './ContentPage.tsx';
import { jabuticraftText } from '../model/jabuticraft-text.ts';

/** The headings the staff list adds to the page (one per group), for the table of contents and the anchor check. */
export function staffHeadings(groups: readonly StaffGroup[]): Heading[] {
  return groups.map((group) => ({ depth: 3, text: group.title, id: slugify(group.title), line: 0 }));
}

/** `layout: equipe`: the page's Markdown with the staff of `data/equipe.yml`, by group, each with their avatar. No JavaScript. */
export function TeamPage({ groups, ...page }: ContentPageProps & { groups: StaffGroup[] }) {
  const headings = staffHeadings(groups);
  return (
    <ContentPage
      {...page}
      part={groups.map((group, index) => {
        const id = headings[index]?.id ?? '';
        return (
          <section key={id} className="staff-group" aria-labelledby={id}>
            <h3 id={id}>
              {group.title}
              <a className="hash-link" href={`#${id}`} aria-label={page.site.text.t('theme.common.headingLinkTitle', { heading: group.title })}>
                #
              </a>
            </h3>
            <ul className="staff-cards">
              {group.members.map((member) => (
                <li key={member.id} className="staff-card">
                  <img className="staff-avatar" src={withBase(page.site.config, member.avatar)} width={64} height={64} alt="" loading="lazy" />
                  <div>
                    <p className="staff-nick">{member.nick}</p>
                    <p className="staff-role">{`${member.role} · ${jabuticraftText.staffSince(member.since)}`}</p>
                    <p className="staff-bio">{member.bio}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    />
  );
}
