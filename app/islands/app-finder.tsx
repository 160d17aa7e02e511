import { AppFinder } from "~/components/apps/app-finder";
import { hydrateIsland } from "./hydrate";

hydrateIsland("app-finder", AppFinder);
