import { Estimate } from "~/components/estimate/estimate";
import { hydrateIsland } from "./hydrate";

hydrateIsland("estimate", Estimate);
