// The arguments of `npm run users`: which command, whose name, and its options. A shape it does not
// know is `undefined` (the command prints its usage, exit 2); a number it cannot take is a
// sentence saying why (exit 1), as a password or a name that breaks the rules is.
import { creditsProblem } from '../store/caps-repo';
import { ROLES, type Role } from '../store/users-repo';

/** A cap in credits, or null for "none" (no cap). */
type Credits = number | null;

export type Parsed =
  | { command: 'list' }
  | { command: 'add'; name: string; role?: Role; monthlyCredits?: Credits }
  | { command: 'password' | 'remove' | 'sign-out'; name: string }
  | { command: 'role'; name: string; role: Role }
  | { command: 'cap'; name: string; monthlyCredits: Credits }
  | { command: 'team-caps'; dailyCredits?: Credits; confirmAbove?: number };

/** What the command line could not take: the sentence to print. */
export class ArgumentProblem extends Error {
  override name = 'ArgumentProblem';
}

function isRole(value: string | undefined): value is Role {
  return (ROLES as readonly string[]).includes(value ?? '');
}

/**
 * `1000`, `1,000` or `1_000`; `none` (when allowed) for no cap. Anything else, a fraction or a
 * number outside 0..100,000,000, is refused with the option's name in the sentence.
 */
function credits(option: string, raw: string, allowNone: boolean): Credits {
  if (allowNone && raw.toLowerCase() === 'none') return null;
  const digits = raw.replace(/[,_]/g, '');
  const value = /^\d+$/.test(digits) ? Number(digits) : NaN;
  const problem = creditsProblem(value, option);
  if (problem)
    throw new ArgumentProblem(
      `${problem.replace(/\.$/, '')}${allowNone ? ', or none for no cap' : ''}; got "${raw}".`,
    );
  return value;
}

/** `--name value` pairs into a map; undefined when a flag lacks its value, repeats or is unknown. */
function options(rest: string[], known: readonly string[]): Map<string, string> | undefined {
  if (rest.length % 2 !== 0) return undefined;
  const found = new Map<string, string>();
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i] ?? '', rest[i + 1] ?? ''];
    if (!known.includes(flag) || found.has(flag) || value.startsWith('--')) return undefined;
    found.set(flag, value);
  }
  return found;
}

function parseAdd(name: string, rest: string[]): Parsed | undefined {
  const given = options(rest, ['--role', '--monthly-credits']);
  if (!given) return undefined;
  const role = given.get('--role');
  if (role !== undefined && !isRole(role)) return undefined;
  const monthly = given.get('--monthly-credits');
  return {
    command: 'add',
    name,
    ...(role !== undefined && { role }),
    ...(monthly !== undefined && { monthlyCredits: credits('--monthly-credits', monthly, true) }),
  };
}

function parseTeamCaps(rest: string[]): Parsed | undefined {
  const given = options(rest, ['--daily-credits', '--confirm-above']);
  if (!given) return undefined;
  const daily = given.get('--daily-credits');
  const confirm = given.get('--confirm-above');
  return {
    command: 'team-caps',
    ...(daily !== undefined && { dailyCredits: credits('--daily-credits', daily, true) }),
    ...(confirm !== undefined && {
      confirmAbove: credits('--confirm-above', confirm, false) as number,
    }),
  };
}

/** The command, or undefined for a shape it does not know; throws ArgumentProblem for a bad number. */
export function parseUsersArgs(args: string[]): Parsed | undefined {
  const [command, name, ...rest] = args;
  if (command === 'list') return name === undefined ? { command } : undefined;
  if (command === 'team-caps') return parseTeamCaps(args.slice(1));
  if (!name || name.startsWith('--')) return undefined;
  if (command === 'add') return parseAdd(name, rest);
  if (command === 'cap') {
    const monthly = options(rest, ['--monthly-credits'])?.get('--monthly-credits');
    return monthly === undefined
      ? undefined
      : { command, name, monthlyCredits: credits('--monthly-credits', monthly, true) };
  }
  if (command === 'role')
    return rest.length === 1 && isRole(rest[0]) ? { command, name, role: rest[0] } : undefined;
  if ((command === 'password' || command === 'remove' || command === 'sign-out') && !rest.length)
    return { command, name };
  return undefined;
}
