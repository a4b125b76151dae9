// Barrel: features import entities from "../../entities".
export { vehicle } from "./vehicle";
export * from "./contact";
export { marketingRun } from "./marketing-run";
export * from "./mail-template";
