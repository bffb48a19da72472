// The e-game and fishing catalogue page.
export { GameCatalogue } from './GameCatalogue';
