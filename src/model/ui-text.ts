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
