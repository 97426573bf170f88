// The archive's entry: the list (/archive, #archive-list) or one archived game (/archive/<id>,
// #archive-game), whichever the page holds.
import { mountGame } from './game';
import { archiveLang, makeArchiveT } from './i18n';
import { mountList } from './list';
import { ARCHIVE_GAME_ID, ARCHIVE_LIST_ID } from './page-ids';
import './archive.css';
import '../explorer/explorer.css';
import '../review/review.css';

const lang = archiveLang();
const t = makeArchiveT(lang);
const list = document.getElementById(ARCHIVE_LIST_ID);
const game = document.getElementById(ARCHIVE_GAME_ID);
if (list) mountList(list, t);
if (game) void mountGame(game, t, lang);
