/** Every interface text of the site, in Brazilian Portuguese, in one place. */
export const uiText = {
  skipToContent: 'Pular para o conteúdo principal',
  mainNavigation: 'Navegação principal',
  openMenu: 'Abrir menu',
  backToMainMenu: '← Voltar ao menu principal',
  breadcrumbs: 'Trilha de navegação',
  home: 'Início',
  wikiHome: 'Wiki',
  docsSidebar: 'Menu da wiki',
  onThisPage: 'Nesta página',
  previous: 'Anterior',
  next: 'Próxima',
  pagination: 'Navegação entre páginas',
  inThisSection: 'Nesta seção',
  search: 'Pesquisar',
  searchPlaceholder: 'Pesquisar na wiki',
  searchButton: 'Pesquisar',
  noResults: 'Nenhum resultado',
  blogSidebar: 'Postagens recentes',
  blogArchive: 'Arquivo',
  blogArchiveDescription: 'Todas as postagens do blog, por ano',
  blogAuthors: 'Autores',
  blogAuthorsDescription: 'Quem escreve no blog do Jabuticraft',
  readMore: 'Ler mais',
  newerPosts: 'Postagens mais recentes',
  olderPosts: 'Postagens mais antigas',
  postsBy: (name: string) => `Postagens de ${name}`,
  readingTime: (minutes: number) => `${minutes} min de leitura`,
  postCount: (count: number) => (count === 1 ? '1 postagem' : `${count} postagens`),
  notFoundTitle: 'Página não encontrada',
  notFoundText: 'Não encontramos o que você procurava. Se chegou aqui por um link do site, avise a equipe no nosso Discord para corrigirmos.',
  notFoundDiscord: 'Falar com a comunidade no Discord',
  notFoundHome: 'Voltar ao início',
  javaEdition: 'Java',
  bedrockEdition: 'Bedrock',
  port: 'porta',
  opensInNewTab: '(abre em nova aba)',
} as const;

/** Dates as players read them: "15 de janeiro de 2025". */
export function formatDate(date: Date): string {
  return new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}
