/** Facts read from the content folder that pages show: blog authors, tags, the team, the vote sites. */

export interface Author {
  key: string;
  name: string;
  title?: string;
  imageUrl?: string;
  url?: string;
  /** Written in the post rather than in `blog/authors.yml`: not on the authors page. */
  inline?: boolean;
  /** `page: true` in `authors.yml` (Docusaurus 3.5): a page of the author's own, at `authors/<page>/`. */
  page?: string;
  description?: string;
  /** Its `socials` (Docusaurus 3.5): each platform's name and the author's address there. */
  socials?: { platform: string; name: string; url: string }[];
}

/** A tag of a doc or a post, and the route of its page. */
export interface Tag {
  label: string;
  route: string;
}

export interface VoteSite {
  id: string;
  name: string;
  url: string;
}

/** One person of `equipe.yml`, as /equipe/ shows them. */
export interface StaffMember {
  id: string;
  nick: string;
  /** The role as the person's tag shows it, in their gender: "Administradora". */
  role: string;
  since: string;
  bio: string;
  /** Path of the avatar inside the site: `/img/equipe/luadecaju.svg`. */
  avatar: string;
}

/** A heading of /equipe/ ("Moderação") and its people, in the order of the file. */
export interface StaffGroup {
  title: string;
  members: StaffMember[];
}
