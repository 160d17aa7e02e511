import { VideoShowcase } from "~/components/video/video-showcase";
import { hydrateIsland } from "./hydrate";

hydrateIsland("video-showcase", VideoShowcase);
