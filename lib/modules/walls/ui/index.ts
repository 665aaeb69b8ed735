// The walls module's public UI: the wall's feed, shown by the dashboard's UPDATES widget.
export { WallFeed } from "./wall-feed";
