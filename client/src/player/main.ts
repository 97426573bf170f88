// The entry of the player's own pages: the settings page (and what mounts beside it later).
import { mountSettings } from './settings';

mountSettings();
