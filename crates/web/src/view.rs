//! What each member may see of an event: players see a hidden GM roll only as its commitment.

use serde_json::{json, Value};
use tirada_table::Event;

/// An event as `viewer_is_gm` sees it.
pub fn event(e: &Event, viewer_is_gm: bool) -> Value {
    let mut v = serde_json::to_value(e).unwrap_or(Value::Null);
    if e.hidden && !viewer_is_gm {
        let commitment = e.data.get("commitment").cloned().unwrap_or(Value::Null);
        let mut data = json!({"roll": {"hidden": true, "commitment": commitment}});
        if let Some(of) = e.data.get("roll_event") {
            data["roll_event"] = of.clone();
        }
        v["data"] = data;
    }
    v
}
