// The entry of the player's own pages: the settings page (and what mounts beside it later).
import './player.css';
import { mountSettings } from './settings';

mountSettings();
