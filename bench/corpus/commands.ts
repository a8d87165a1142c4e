/**
 * The slash commands players type: the server's own first (vocabulary.ts), then plugin-style ones
 * made of a generated name and a subcommand (`/ploja criar`, `/bravel info 3`). Most frequent first.
 */
import { lexicon } from './lexicon.ts';
import { seededRandom } from './random.ts';
import { COMMANDS } from './vocabulary.ts';

const COMMON_COMMANDS = ['/sethome', '/warp loja', '/ploja criar', '/tpaccept', '/kit', '/warp', '/f criar', '/is home', '/plot claim', '/ah'];
const GENERATED_COMMANDS = 3000;
const PREFIXES = ['', '', '', 'p', 'x', 'e', 'c', 'is ', 'f '];
const SUBCOMMANDS = 'criar deletar listar info ajuda aceitar convidar sair top comprar vender definir remover adicionar resetar'.split(' ');
const ARGUMENTS = ['amigo', 'Steve', 'Alex', 'todos', '1', '10', '64', '100', '1000'];

let built: readonly string[] | undefined;

export function commandList(): readonly string[] {
  built ??= buildCommands();
  return built;
}

function buildCommands(): string[] {
  const random = seededRandom('commands');
  const names = lexicon().roots.filter((root) => root.length <= 7 && /^[a-z]+$/.test(root));
  const commands = new Set<string>([...COMMANDS, ...COMMON_COMMANDS]);
  for (let i = 0; commands.size < COMMANDS.length + COMMON_COMMANDS.length + GENERATED_COMMANDS && i < names.length; i++) {
    const parts = [`/${random.pick(PREFIXES)}${names[i]}`];
    if (random.chance(0.6)) parts.push(random.pick(SUBCOMMANDS));
    if (random.chance(0.25)) parts.push(random.pick(ARGUMENTS));
    commands.add(parts.join(' '));
  }
  return [...commands];
}
