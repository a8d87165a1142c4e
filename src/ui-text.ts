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
  toggleCategory: (label: string) => `Mostrar ou ocultar as páginas de ${label}`,
  sidebarRegion: 'Barra lateral da wiki',
  homeLink: (title: string) => `${title}, página inicial`,
  siteSearch: 'Pesquisar no site',
  onThisPage: 'Nesta página',
  editPage: 'Editar esta página',
  lastUpdated: (date: string | undefined, author: string | undefined) => ['Atualizado', date && `em ${date}`, author && `por ${author}`].filter(Boolean).join(' '),
  directLinkTo: (heading: string) => `Link direto para ${heading}`,
  previous: 'Anterior',
  next: 'Próxima',
  pagination: 'Navegação entre páginas',
  inThisSection: 'Nesta seção',
  search: 'Pesquisar',
  searchPlaceholder: 'Pesquisar na wiki',
  searchButton: 'Pesquisar',
  noResults: 'Nenhum resultado',
  searchLoading: 'Carregando o índice de pesquisa…',
  searchFailed: 'Não foi possível carregar a pesquisa. Tente de novo.',
  searchSuggestions: 'Sugestões de pesquisa',
  seeAllResults: 'Ver todos os resultados',
  seeAllResultsIn: (context: string) => `Ver todos os resultados em "${context}"`,
  seeAllResultsOutside: (context: string) => `Ver todos os resultados fora de "${context}"`,
  searchShortcut: 'Ctrl+K',
  searchResultsTitle: (query: string) => `Resultados para "${query}"`,
  searchResultCount: (count: number) => (count === 1 ? '1 resultado' : `${count} resultados`),
  searchContext: 'Onde pesquisar',
  searchTypeSomething: 'Digite o que procura na caixa acima.',
  clearHighlight: 'Limpar destaque',
  searchRestOfSite: 'Resto do site',
  searchEverywhere: 'Todo o site',
  searchHintMissingTerm: (field: string) => `Falta um termo depois de “${field}:”.`,
  searchHintMissingWord: (operator: string) => `Falta uma palavra depois de “${operator}”.`,
  searchHintWordBefore: (operator: string) => `Escreva uma palavra antes de “${operator}”.`,
  searchHintUnknownField: (field: string, fields: string) => `Não há campo “${field}:”; use ${fields}.`,
  searchHintEditDistance: 'Depois de “~” vem um número, como em “missoes~1”.',
  searchHintBoost: 'Depois de “^” vem um número, como em “missoes^10”.',
  searchHintUnreadable: 'Não entendi a pesquisa; tente só com palavras.',
  blog: 'Blog',
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
  copy: 'Copiar',
  copied: 'Copiado!',
  copyFailed: 'Selecione e copie',
  copyLabel: (what: string) => `Copiar ${what}`,
  copyCode: 'Copiar o código',
  addressOf: (edition: string) => `endereço ${edition}`,
  portOf: (edition: string) => `porta ${edition}`,
  opensInNewTab: '(abre em nova aba)',
  colorModes: { light: 'modo claro', dark: 'modo escuro', system: 'modo do sistema' },
  colorModeSwitch: (current: string) => `Alternar o modo de cor (atual: ${current})`,
  islandCrashed: 'Esta página travou',
  islandCauses: 'Causas:',
  tryAgain: 'Tentar novamente',
  chunkFailed: 'Não foi possível carregar esta parte da página. Verifique sua conexão.',
  retryChunk: 'Tentar de novo',
  announcement: 'Aviso',
  closeAnnouncement: 'Fechar aviso',
  gradient: {
    invalidHex: (input: string) =>
      input === '' ? 'Digite uma cor no formato #RRGGBB, como #7B2FBF.' : `"${input}" não é uma cor: use # seguido de seis dígitos de 0 a 9 ou letras de A a F, como #7B2FBF.`,
    textLabel: 'Texto',
    textPlaceholder: 'Seu nick ou sua mensagem',
    colorsLegend: 'Cores',
    colorPicker: (position: number) => `Escolher a cor ${position}`,
    colorCode: (position: number) => `Código da cor ${position}`,
    addColor: '+ Adicionar cor',
    removeColor: (position: number) => `Remover a cor ${position}`,
    colorsHint: (min: number, max: number) => `De ${min} a ${max} cores, espalhadas por igual do primeiro ao último caractere.`,
    stylesLegend: 'Estilo',
    styles: { bold: 'Negrito', italic: 'Itálico', underline: 'Sublinhado', strikethrough: 'Tachado' },
    preview: 'Prévia no chat',
    counter: (visible: number, limit: number) => `${visible} de ${limit} caracteres do nick`,
    overNick: (visible: number, limit: number) =>
      `Com ${visible} caracteres, o texto passa do limite de ${limit} do nick. Ele ainda serve para mensagens do chat.`,
    emptyText: 'Digite um texto para gerar os códigos.',
    outputsTitle: 'Códigos para copiar',
    formats: {
      essentials: { title: 'EssentialsX e CMI (&#RRGGBB)', hint: 'O formato do Jabuticraft: cole depois de /nick ou numa mensagem do chat.' },
      miniMessageGradient: { title: 'MiniMessage: gradiente', hint: 'A etiqueta <gradient>, para servidores com plugins que leem MiniMessage.' },
      miniMessage: { title: 'MiniMessage: cor por letra', hint: 'Uma etiqueta <#RRGGBB> por letra, para plugins MiniMessage sem suporte a <gradient>.' },
      legacy: { title: 'Código § (legado)', hint: 'O formato interno do jogo, para arquivos de configuração e MOTD onde o & não é convertido.' },
    },
    codeLength: (length: number) => (length === 1 ? '1 caractere' : `${length} caracteres`),
    overChat: (limit: number) => `Passa do limite de ${limit} caracteres de uma mensagem do chat.`,
    copyWhat: (format: string) => `código ${format}`,
    noScript: 'O gerador precisa de JavaScript. Sem ele, o exemplo abaixo mostra o formato dos códigos.',
  },
  myIp: {
    title: 'Seu IP público',
    waiting: 'Seu IP aparece aqui assim que a página termina de carregar.',
    noScript: 'A consulta precisa de JavaScript. Sem ele, pesquise "qual é o meu IP" no seu buscador.',
    loading: 'Consultando…',
    failed:
      'Não foi possível consultar o seu IP. O serviço de consulta pode estar fora do ar ou bloqueado por uma extensão do navegador, como um bloqueador de anúncios.',
    timedOut: (seconds: number) =>
      `O serviço de consulta não respondeu em ${seconds === 1 ? '1 segundo' : `${seconds} segundos`}. Confira sua conexão e tente de novo.`,
    retry: 'Tentar de novo',
    refresh: 'Consultar de novo',
    version: (version: 4 | 6) => `IPv${version}`,
    copyWhat: 'seu IP',
  },
  vote: 'Votar',
  /** Read after "Votar" by screen readers, so each site's button has its own name. */
  voteOnSite: (site: string) => ` no ${site}`,
  staffSince: (year: string) => `na equipe desde ${year}`,
  baseUrlBanner: (baseUrl: string) =>
    `Este site foi configurado com o endereço base (baseUrl) "${baseUrl}", mas esta página foi aberta fora dele, então estilos e scripts não carregam. Corrija baseUrl em site.config.ts ou abra o site pelo endereço certo.`,
} as const;

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

/**
 * Dates as players read them: "15 de janeiro de 2025", in UTC. Written by hand, as Intl's pt-BR
 * long date gives them (a test compares every day of twelve years): the first Intl formatter of
 * a process loads ICU's data, 12-18 ms of every build.
 */
export function formatDate(date: Date): string {
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}


/** The dev server's texts, for editors: only the dev client bundles them. */
export const devText = {
  overlayTitle: 'O build falhou',
  overlayKeptPages: 'As páginas continuam na última versão que funcionou. Corrija o arquivo e salve: este aviso some sozinho.',
  closeOverlay: 'Fechar aviso',
  building: 'Construindo o site…',
};

/** What the servers answer when there is no page to send (plain text). */
export const serverText = {
  badRequest: 'Requisição inválida.',
  methodNotAllowed: 'Método não permitido: este site só responde a GET e HEAD.',
  notFound: '404: página não encontrada',
  notBuilt: 'O site ainda não foi construído: rode "npm run build" e recarregue.',
  failed: 'Erro ao ler o arquivo.',
};
