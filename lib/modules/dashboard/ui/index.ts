// The dashboard module's public UI: the widgets board, composed on /app/dashboard (app/).
export { DashboardBoard } from "./dashboard-board";
