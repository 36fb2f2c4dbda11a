/**
 * The order an island's modules are imported in. The frame's modules
 * (Material UI's styling engine, the theme) are the demo's too: imported
 * first, they are evaluated in a task of their own, and the demo's import then
 * evaluates only what is left. Imported together, the Data Grid overview's
 * first demo evaluated all of it in one task of 45 ms (no CPU slowdown), the
 * page's longest after the grid's first commit. Where the server names an
 * island's chunks, they are evaluated one per task before either import
 * (island-evaluation.ts), and these two only return the modules.
 */
export async function importFrameThenDemo<Frame, Demo>(
  importFrame: () => Promise<Frame>,
  importDemo: () => Promise<Demo>,
): Promise<[Frame, Demo]> {
  const frame = await importFrame();
  return [frame, await importDemo()];
}
