import { CopyButton } from '../components/CopyButton.tsx';
import { Markdown } from '../components/DocParts.tsx';
import { Layout } from '../components/Layout.tsx';
import { ExternalLink, SiteLink } from '../components/SiteLink.tsx';
import { type SiteContext, withBase } from '../components/site-context.ts';
import type { Brand } from '../model/config.ts';
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
  const { text } = site;
  const java = text.t('site.brand.javaEdition');
  const bedrock = text.t('site.brand.bedrockEdition');
  return (
    <Layout site={site} route={route} title={undefined} description={description} kind="home">
      <main id="conteudo">
        <section className="hero">
          <img className="hero-logo" src={withBase(config, brand.logo)} width={150} height={150} alt={text.t('site.home.logoAlt', { title: config.title })} />
          <h1 className="hero-title">{config.title}</h1>
          <p className="hero-tagline">{config.tagline}</p>
          <dl className="server-addresses">
            <div className="server-address">
              <dt>{java}</dt>
              <dd>
                <code>{brand.javaAddress}</code>
                <CopyButton site={site} text={brand.javaAddress} what={text.t('site.brand.addressOf', { edition: java })} />
              </dd>
            </div>
            <div className="server-address">
              <dt>{bedrock}</dt>
              <dd>
                <code>{brand.bedrockAddress}</code>
                <CopyButton site={site} text={brand.bedrockAddress} what={text.t('site.brand.addressOf', { edition: bedrock })} />
              </dd>
              <dd className="server-port">
                {text.t('site.brand.port')} <code>{String(brand.bedrockPort)}</code>
                <CopyButton site={site} text={String(brand.bedrockPort)} what={text.t('site.brand.portOf', { edition: bedrock })} />
              </dd>
            </div>
          </dl>
          <div className="hero-actions">
            <SiteLink site={site} to="/jogar" className="button button-primary">
              {text.t('site.home.howToPlay')}
            </SiteLink>
            <SiteLink site={site} to={`/${config.docs.routeBasePath}`} className="button">
              {text.t('site.home.docsLink')}
            </SiteLink>
            <ExternalLink site={site} href={brand.discordUrl} className="button">
              Discord
            </ExternalLink>
          </div>
        </section>
        <div className="home-body">
          <Markdown html={html} />
          {latestPosts.length > 0 ? (
            <section className="home-posts" aria-labelledby="novidades">
              <h2 id="novidades">{text.t('site.home.latestPosts')}</h2>
              <ul className="card-grid">
                {latestPosts.map((post) => (
                  <li key={post.route}>
                    <SiteLink site={site} to={post.route} className="card">
                      <span className="card-title">{post.title}</span>
                      <time className="card-meta" dateTime={post.date.toISOString()}>
                        {text.date(post.date)}
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
