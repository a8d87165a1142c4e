/**
 * An author's `socials` in `blog/authors.yml` (Docusaurus 3.5): a handle on a known platform
 * (`github: slorber`) or a full URL, each made into the address and the name Docusaurus links.
 */
const PLATFORMS: Readonly<Record<string, { name: string; url: (handle: string) => string }>> = {
  x: { name: 'X', url: (handle) => `https://x.com/${handle}` },
  twitter: { name: 'Twitter', url: (handle) => `https://twitter.com/${handle}` },
  github: { name: 'GitHub', url: (handle) => `https://github.com/${handle}` },
  linkedin: { name: 'LinkedIn', url: (handle) => `https://www.linkedin.com/in/${handle}/` },
  stackoverflow: { name: 'Stack Overflow', url: (id) => `https://stackoverflow.com/users/${id}` },
  bluesky: { name: 'Bluesky', url: (handle) => `https://bsky.app/profile/${handle}` },
  instagram: { name: 'Instagram', url: (handle) => `https://www.instagram.com/${handle}` },
  threads: { name: 'Threads', url: (handle) => `https://www.threads.net/@${handle}` },
  mastodon: { name: 'Mastodon', url: (handle) => `https://mastodon.social/@${handle}` },
  twitch: { name: 'Twitch', url: (handle) => `https://twitch.tv/${handle}` },
  youtube: { name: 'YouTube', url: (handle) => `https://youtube.com/@${handle}` },
  email: { name: 'Email', url: (address) => `mailto:${address}` },
};

export interface AuthorSocial {
  /** The key it is written under, in lower case (`github`, or one of the site's own: `site`). */
  platform: string;
  name: string;
  url: string;
}

/** The links of an author's `socials`, in the order written; a handle on a platform Docusaurus does not know is left out (it asks for a URL there). */
export function authorSocials(value: unknown): AuthorSocial[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, written]): AuthorSocial[] => {
    if (typeof written !== 'string' || written.trim() === '') return [];
    const platform = PLATFORMS[key.toLowerCase()];
    const common = { platform: key.toLowerCase(), name: platform?.name ?? key };
    if (/^(?:https?:\/\/|mailto:)/i.test(written)) return [{ ...common, url: written }];
    return platform ? [{ ...common, url: platform.url(written.replace(/^@/, '')) }] : [];
  });
}
