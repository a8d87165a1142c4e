import { CopyButton } from '../components/CopyButton.tsx';
import { Markdown } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import { ExternalLink, SiteLink } from '../components/SiteLink.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';
import type { Brand } from '../model/config.ts';
import { formatDate, uiText } from '../model/ui-text.ts';
import type { PostSummary } from './blog-types.ts';

export interface HomePageProps {
  site: SiteContext;
  route: string;
  description: string;
  html: string;
  latestPosts: PostSummary[];
  brand: Brand;
}

export function HomePage({ site, route, description, html, latestPosts, brand }: HomePageProps) {
  const { config } = site;
  return (
    <Layout site={site} route={route} title={undefined} description={description} kind="home">
      <main id="conteudo">
        <section className="hero">
          <img className="hero-logo" src={withBase(config, brand.logo)} width={150} height={150} alt={`Logo do ${config.title}`} />
          <h1 className="hero-title">{config.title}</h1>
          <p className="hero-tagline">{config.tagline}</p>
          <dl className="server-addresses">
            <div className="server-address">
              <dt>{uiText.javaEdition}</dt>
              <dd>
                <code>{brand.javaAddress}</code>
                <CopyButton text={brand.javaAddress} what={uiText.addressOf(uiText.javaEdition)} />
              </dd>
            </div>
            <div className="server-address">
              <dt>{uiText.bedrockEdition}</dt>
              <dd>
                <code>{brand.bedrockAddress}</code>
                <CopyButton text={brand.bedrockAddress} what={uiText.addressOf(uiText.bedrockEdition)} />
              </dd>
              <dd className="server-port">
                {uiText.port} <code>{String(brand.bedrockPort)}</code>
                <CopyButton text={String(brand.bedrockPort)} what={uiText.portOf(uiText.bedrockEdition)} />
              </dd>
            </div>
          </dl>
          <div className="hero-actions">
            <SiteLink site={site} to="/jogar" className="button button-primary">
              Como jogar
            </SiteLink>
            <SiteLink site={site} to={`/${config.docs.routeBasePath}`} className="button">
              Wiki
            </SiteLink>
            <ExternalLink href={brand.discordUrl} className="button">
              Discord
            </ExternalLink>
          </div>
        </section>
        <div className="home-body">
          <Markdown html={html} />
          {latestPosts.length > 0 ? (
            <section className="home-posts" aria-labelledby="novidades">
              <h2 id="novidades">Novidades do blog</h2>
              <ul className="card-grid">
                {latestPosts.map((post) => (
                  <li key={post.route}>
                    <SiteLink site={site} to={post.route} className="card">
                      <span className="card-title">{post.title}</span>
                      <time className="card-meta" dateTime={post.date.toISOString()}>
                        {formatDate(post.date)}
                      </time>
                      <span className="card-description">{post.description}</span>
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </main>
    </Layout>
  );
}
