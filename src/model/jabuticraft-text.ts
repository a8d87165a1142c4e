/**
 * The texts of the Jabuticraft site's own pages (the gradient tool, /meuip/, the vote and team
 * pages), in Brazilian Portuguese only: those layouts exist for this Minecraft server, no other
 * site built here shows them. Every other interface text is in the catalogues of `i18n/`.
 */
export const jabuticraftText = {
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
      essentials: { title: 'EssentialsX e CMI (&#RRGGBB)', hint: 'O formato do Jabuticraft: cole depois de `/nick` ou numa mensagem do chat.' },
      miniMessageGradient: { title: 'MiniMessage: gradiente', hint: 'A etiqueta `<gradient>`, para servidores com plugins que leem MiniMessage.' },
      miniMessage: { title: 'MiniMessage: cor por letra', hint: 'Uma etiqueta `<#RRGGBB>` por letra, para plugins MiniMessage sem suporte a `<gradient>`.' },
      legacy: { title: 'Código § (legado)', hint: 'O formato que servidores Spigot e Paper usam por dentro, para arquivos de configuração e MOTD onde o `&` não é convertido.' },
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
} as const;
