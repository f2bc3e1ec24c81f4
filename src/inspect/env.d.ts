// The build-time switch read by loadInspector (see README, "Inspecting flows").
interface ImportMetaEnv {
  readonly VITE_INSPECT?: string;
}
