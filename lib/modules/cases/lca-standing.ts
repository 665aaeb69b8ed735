// The LCAs behind a case (petitions.lca_filed, lca_certified): the LCA module computes them from its own tables each
// time an LCA's status, deletion or links change, and cases writes them; the LCA_SUBMIT gate and the case list's
// "Pending with LCA" filter read the case's own row (issue 36 §1: cases read lca's tables while lca imports cases).
import "server-only";

export { setLcaStanding } from "./repository/writes";
