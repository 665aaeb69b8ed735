// nspell ships no types: the part of its API the spelling module uses (lib/modules/spelling/service.ts).
declare module "nspell" {
  type Dictionary = { aff: Uint8Array; dic?: Uint8Array };
  type NSpell = { correct: (word: string) => boolean; suggest: (word: string) => string[] };
  export default function nspell(dictionary: Dictionary): NSpell;
}
