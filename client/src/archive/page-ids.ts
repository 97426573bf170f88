// The ids of the elements the archive's script mounts into (the shells in page.ts hold them).
export const ARCHIVE_LIST_ID = 'archive-list';
export const ARCHIVE_GAME_ID = 'archive-game';
