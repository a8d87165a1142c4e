/**
 * The real words of the server vocabulary (see vocabulary.ts) as lemmas, roughly most frequent
 * first: the top of each Zipf ranking of the lexicon, above the generated words.
 */
import type { Gender } from './inflection.ts';

/** `singular gender`, the plural made by `pluralOf`. */
export const REAL_NOUNS: readonly (readonly [string, Gender])[] = (
  `jogador m|servidor m|item m|ilha f|bloco m|comando m|terreno m|missão f|leilão m|moeda f|loja f|kit m|clã m|evento m|recompensa f|
  mundo m|nível m|ranking m|proteção f|conta f|equipe f|caixa f|baú m|chave f|ferramenta f|minério m|mercado m|arena f|economia f|
  encantamento m|poção f|votação f|warp f|home f|saldo m|lance m|ponto m|livro m|permissão f|construção f|reputação f|experiência f|
  fábrica f|gerador m|pedregulho m|durabilidade f|explosão f|força f|pesca f|armadura f|picareta f|espada f|diamante m|esmeralda f|
  netherite m|totem m|mapa m|menu m|chat m|spawn m|cargo m|limite m|prêmio m|regra f|temporada f|semana f|dia m|hora f|bioma m|
  aldeão m|mob m|farm f|plantação f|semente f|fornalha f|bancada f|flecha f|escudo m|capacete m|bota f|maçã f|pão m`
)
  .split('|')
  .map((entry) => {
    const [word, gender] = entry.trim().split(' ');
    return [word ?? '', gender === 'f' ? 'f' : 'm'] as const;
  });

/** Infinitives of regular verbs. */
export const REAL_VERBS: readonly string[] = `garantir liberar proteger renovar aumentar exigir oferecer controlar registrar mostrar
  multiplicar permitir acelerar conseguir vender guardar comprar encantar trocar recuperar acompanhar consultar ganhar usar
  criar juntar minerar plantar colher votar convidar aceitar perder gastar coletar derrotar enfrentar
  resgatar depositar sacar anunciar completar alcançar começar avançar lançar`
  .split(/\s+/)
  .filter(Boolean);

/** Adjectives in the masculine singular. */
export const REAL_ADJECTIVES: readonly string[] = `diário semanal raro lendário encantado protegido disponível exclusivo novo
  grande pequeno rápido importante possível especial comum avançado mensal gratuito seguro valioso poderoso épico mágico
  infinito automático básico completo forte fraco`
  .split(/\s+/)
  .filter(Boolean);
