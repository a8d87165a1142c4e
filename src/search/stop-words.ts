import { foldAccents } from './fold-accents.ts';

/**
 * Portuguese words too common to tell pages apart: articles, prepositions and their contractions,
 * pronouns, conjunctions and the commonest forms of ser, estar, ter and haver. Kept folded, because
 * visitors often type without accents ("nao", "voce") and those must be dropped as well.
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a à ao aos aquela aquelas aquele aqueles aquilo as às até
  cada com como
  da daquela daquele das de dela delas dele deles depois desde dessa desse desta deste disso disto do dos dum duma
  e é ela elas ele eles em entre era eram essa essas esse esses esta está estamos estão estar estas estava estavam este estes esteve estou eu
  foi fomos for foram fosse fui
  há havia houve
  isso isto
  já
  lá lhe lhes
  mais mas me mesma mesmo meu meus mim minha minhas muita muitas muito muitos
  na naquela naquele não nas nem nessa nesse nesta neste nisso nisto no nos nós nossa nossas nosso nossos num numa
  o onde os ou
  para pela pelas pelo pelos pois por porque pra pras pro pros
  qual quais qualquer quando quanto que quem
  se seja sejam sem ser será serão seria seu seus só somos sou sua suas são
  também tanto te tem têm temos tenho ter teu teus tinha tinham tu tua tuas
  um uma umas uns
  vai vão você vocês vos`
    .split(/\s+/)
    .map(foldAccents),
);
