/**
 * Words and phrases of a Brazilian Minecraft server, from which the corpus's pt-BR text is composed, with
 * the generated lexicon (lexicon.ts; its real verbs, nouns and adjectives are in real-lemmas.ts).
 */

/** Names of the game modes: one top-level wiki folder each. */
export const MODE_NAMES = [
  'Sobrevivência',
  'Skyblock',
  'Rankup',
  'Facções',
  'Criativo',
  'Prisão',
  'Aventura',
  'Hardcore',
  'Oneblock',
  'Minigames',
] as const;

/** Subjects of categories: a mode's folders take consecutive ones, then lexicon nouns (see names.ts). */
export const TOPICS = [
  'Proteção de terrenos',
  'Economia',
  'Missões',
  'Leilão',
  'Encantamentos',
  'Clãs',
  'Eventos',
  'Comandos',
  'Construção',
  'Mineração',
  'Fábricas',
  'Ranking',
  'Votação',
  'Caixas misteriosas',
] as const;

/** Aspects of a topic: a page title is `Topic: aspect`, its sidebar label the aspect alone. */
export const ASPECTS = [
  'primeiros passos',
  'comandos essenciais',
  'perguntas frequentes',
  'dicas avançadas',
  'erros comuns',
  'recompensas e prêmios',
  'benefícios do VIP',
  'regras e limites',
  'passo a passo',
  'histórico de mudanças',
  'tabela de preços',
  'estratégias para iniciantes',
  'como funciona',
  'configurações da conta',
  'eventos da semana',
  'segredos e truques',
  'guia completo',
  'custos e taxas',
  'boas práticas',
  'resolução de problemas',
] as const;

export const NESTED_FOLDER = { name: 'avancado', label: 'Avançado' } as const;

export const SECTION_HEADINGS = [
  'Como funciona',
  'Primeiros passos',
  'Comandos úteis',
  'Recompensas',
  'Custos e preços',
  'Regras importantes',
  'Dicas da equipe',
  'Perguntas frequentes',
  'Permissões por cargo',
  'Erros comuns',
  'Limites por VIP',
  'Exemplos práticos',
] as const;

export const SUBSECTION_HEADINGS = [
  'Para iniciantes',
  'Para jogadores VIP',
  'No celular (Bedrock)',
  'No computador (Java)',
  'Jogando em equipe',
  'Jogando sozinho',
] as const;

export const SUBJECTS = [
  'o leilão',
  'a proteção do terreno',
  'o sistema de missões',
  'a loja do spawn',
  'o encantamento de armaduras',
  'cada missão diária',
  'o ranking semanal',
  'a economia do servidor',
  'o clã',
  'a caixa misteriosa',
  'o baú protegido',
  'a fábrica de minérios',
  'o mercado de jogadores',
  'o evento de pesca',
  'a arena de PvP',
  'a ilha',
  'o kit diário',
  'a votação',
  'o sistema de skills',
  'a equipe de moderação',
  'o gerador de pedregulho',
] as const;

export const OBJECTS = [
  'as recompensas de missões',
  'a experiência de mcMMO',
  'os itens encantados',
  'as moedas do jogo',
  'o acesso às warps',
  'os blocos do seu terreno',
  'as permissões de construção',
  'o saldo da conta',
  'os lances do leilão',
  'a durabilidade das ferramentas',
  'os pontos de ranking',
  'as caixas de votação',
  'os livros de encantamento',
  'as chaves lendárias',
  'o limite de homes',
  'a proteção contra explosões',
  'os minérios raros',
  'as poções de força',
  'a reputação do clã',
  'os itens do kit',
] as const;

export const COMPLEMENTS = [
  'durante os eventos de fim de semana',
  'sem custo para membros VIP',
  'a cada reinício do servidor',
  'depois da meia-noite (horário de Brasília)',
  'enquanto você estiver online',
  'para todos os membros da ilha',
  'quando o terreno está protegido',
  'desde a última atualização',
  'sem precisar chamar a equipe',
  'em qualquer mundo do servidor',
  'apenas no mundo de recursos',
  'com um limite diário',
  'logo no primeiro dia de jogo',
  'para quem joga no celular',
  'a partir do nível 10',
] as const;

export const INFINITIVES = [
  'conseguir',
  'vender',
  'proteger',
  'guardar',
  'comprar',
  'encantar',
  'trocar',
  'recuperar',
  'acompanhar',
  'consultar',
] as const;

export const COMMANDS = [
  '/warp loja',
  '/home',
  '/sethome base',
  '/tpa amigo',
  '/leilao vender 500',
  '/clan criar',
  '/missoes',
  '/kit diario',
  '/pay amigo 1000',
  '/spawn',
  '/rtp',
  '/encantar',
  '/ilha',
  '/money',
  '/vender tudo',
  '/terreno proteger',
  '/ranking',
  '/votar',
  '/skills',
  '/lixeira',
] as const;

export const COMMAND_EFFECTS = [
  'Abre o menu principal',
  'Teleporta você para o local salvo',
  'Mostra o seu saldo',
  'Cria um anúncio no leilão',
  'Lista as missões disponíveis',
  'Protege a área selecionada',
  'Envia um pedido de teleporte',
  'Resgata o kit do dia',
] as const;

export const ITEMS = [
  'Livro de encantamento',
  'Poção de força',
  'Chave lendária',
  'Picareta de diamante',
  'Élitros',
  'Bloco de esmeralda',
  'Totem da imortalidade',
  'Machado de netherite',
] as const;

export const RANKS = ['Membro', 'VIP', 'VIP+', 'Ultimate', 'Lendário'] as const;

export const RANK_BENEFITS = [
  'Duas homes e kit diário',
  'Cinco homes e fila prioritária',
  'Dez homes e chat colorido',
  'Homes ilimitadas e kit semanal',
  'Tudo do Ultimate e tag exclusiva',
] as const;

/** Short terms that open a list item in bold. */
export const LIST_TERMS = [
  'Proteção',
  'Leilão',
  'Missões',
  'Encantamento',
  'Economia',
  'Clãs',
  'Votação',
  'Ranking',
  'Segurança',
  'Recompensas',
] as const;

export const TAGS = ['iniciantes', 'economia', 'pvp', 'missões', 'proteção', 'vip', 'eventos', 'comandos', 'construção', 'leilão'] as const;

export const ADMONITIONS = [
  { kind: 'tip', title: 'Dica da equipe' },
  { kind: 'tip', title: '' },
  { kind: 'warning', title: 'Atenção' },
  { kind: 'warning', title: '' },
] as const;

export const BLOG_TITLES = [
  'Nova temporada do ranking',
  'Leilão renovado: o que mudou',
  'Evento de pesca neste fim de semana',
  'Proteção de terrenos mais simples',
  'Balanço do mês: missões e recompensas',
] as const;
