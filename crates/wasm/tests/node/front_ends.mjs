// What the node tests of the engine and of the VTT integrations compare: an answer of the
// module against the CLI's `--json`, once each front end's own additions are set aside.

/** What one front end adds for its reader (see crates/cli/tests/front_ends.rs). */
const READERS = ["seed", "rerolls_left", "advice", "activation_plan"];

/** The object without those keys nor MIRILLA's older `value` in the odds rows. */
export function comparable(v) {
  const o = structuredClone(v);
  for (const k of READERS) delete o[k];
  for (const row of o.distribution ?? []) delete row.value;
  return o;
}
