// The entry of the player page (/player/<publicId>) and the leaderboard (/leaderboard), issue 30:
// the static shells (src/pages/profile.ts) are filled from the public API (docs/api.md,
// "Players and leaderboards"). Whichever of the two roots the page has is mounted.
import './profile.css';
import { docLang, playerWords } from '../player/words';
import { mountLeaderboard } from './leaderboard';
import { mountPlayer } from './player';

const lang = docLang();
const t = playerWords(lang);
const player = document.getElementById('profile');
if (player) mountPlayer(player, t, lang);
const board = document.getElementById('leaderboard');
if (board) mountLeaderboard(board, t);
