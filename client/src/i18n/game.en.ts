// Strings of the game page (/g/<id>), English. Filled by the game page's code.
export const gameEn = {} as const satisfies Record<string, string>;
