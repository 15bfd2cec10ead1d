//! The same typed dice asked both ways: as `tirada SYSTEM` arguments and as the web table's
//! roll request, for the tests that compare what the two front ends make of them.

use serde_json::{json, Value};

/// What one front end adds to a roll object for its reader, left out when front ends are
/// compared: the CLI's `seed`, the table's dice left to click and its advice for them, and a
/// Hitos activation's first view.
pub const READERS: &[&str] = &["seed", "rerolls_left", "advice", "activation_plan"];

/// (system, table ruleset, CLI arguments, the API's request) — the same dice typed both ways.
pub fn cases() -> Vec<(&'static str, Value, &'static str, Value)> {
    vec![
        (
            "portal",
            json!({}),
            "--blancos 6,6,3 --negros 4,6 --verdes 2 --dif 5 --repetir ninguno",
            json!({"blancos":[6,6,3],"negros":[4,6],"verdes":[2],"dif":5,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 1,1,1 --rojos 4 --dif 3 --repetir ninguno",
            json!({"blancos":[1,1,1],"rojos":[4],"dif":3,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 2,5,3,5 --negros 5 --fortaleza 1 --dif 5",
            json!({"blancos":[2,5,3,5],"negros":[5],"fortaleza":1,"dif":5}),
        ),
        (
            "portal",
            json!({"perfil":"libro"}),
            "--perfil libro --blancos 5,3,2 --heridas-sin-tirar 1 --dif 2 --repetir ninguno",
            json!({"blancos":[5,3,2],"heridas_sin_tirar":1,"dif":2,"repetir":"ninguno"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --dif 15 --dados 5,4,5 --aspecto Fuerte",
            json!({"car":5,"hab":4,"dif":15,"dados":[5,4,5],"aspecto":"Fuerte"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --mod -1 --dif 15 --dados 10,10,3",
            json!({"car":5,"hab":4,"mod":-1,"dif":15,"dados":[10,10,3]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 4 --dif 15 --dados 3,7,9,1 --aspecto-contra Torpe --dj --repetir 3",
            json!({"car":5,"hab":4,"dif":15,"dados":[3,7,9,1],"aspecto_contra":"Torpe","repetir":[3]}),
        ),
        (
            "hitos",
            json!({"realista":true}),
            "--realista --car 2 --hab 3 --dif 12 --dados 10,10,3",
            json!({"car":2,"hab":3,"dif":12,"dados":[10,10,3]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 2 --dif 3 --dados +,+,+,+",
            json!({"hab":2,"dif":3,"dados":[1,1,1,1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 4 --dados -,0,0,+",
            json!({"hab":1,"dif":4,"dados":[-1,0,0,1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 3 --dados 0,0,0,0",
            json!({"hab":3,"dados":[0,0,0,0]}),
        ),
        ("chasis", json!({}), "--dados 12,7", json!({"dados":[12,7]})),
        ("chasis", json!({}), "--dados 1,1", json!({"dados":[1,1]})),
        (
            "chasis",
            json!({"apertura":"tope"}),
            "--apertura tope --dados 12,12,4,5",
            json!({"dados":[12,12,4,5]}),
        ),
        ("mirilla", json!({}), "--dado 4", json!({"dado":4})),
        (
            "mirilla",
            json!({}),
            "--dados 6,5 --seguidos 2",
            json!({"dados":[6,5],"seguidos":2}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 4,4,2 --dif 4 --repetir ninguno",
            json!({"blancos":[4,4,2],"dif":4,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 3,3,3 --negros 3 --dif 3 --repetir ninguno",
            json!({"blancos":[3,3,3],"negros":[3],"dif":3,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 6,2,2 --verdes 6 --dif 7 --repetir ninguno",
            json!({"blancos":[6,2,2],"verdes":[6],"dif":7,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 5,5,4 --rojos 5,2 --dif 4 --repetir ninguno",
            json!({"blancos":[5,5,4],"rojos":[5,2],"dif":4,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 1,2,3 --dif 2 --repetir ninguno",
            json!({"blancos":[1,2,3],"dif":2,"repetir":"ninguno"}),
        ),
        (
            "portal",
            json!({}),
            "--blancos 6,6,6 --negros 6,6 --dif 8 --repetir ninguno",
            json!({"blancos":[6,6,6],"negros":[6,6],"dif":8,"repetir":"ninguno"}),
        ),
        (
            "hitos",
            json!({}),
            "--car 3 --hab 2 --dif 10 --dados 1,1,5",
            json!({"car":3,"hab":2,"dif":10,"dados":[1,1,5]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 4 --hab 3 --dif 12 --dados 2,6,8",
            json!({"car":4,"hab":3,"dif":12,"dados":[2,6,8]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 6 --hab 0 --dif 9 --dados 9,3,4",
            json!({"car":6,"hab":0,"dif":9,"dados":[9,3,4]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 5 --hab 5 --dif 20 --dados 7,7,7",
            json!({"car":5,"hab":5,"dif":20,"dados":[7,7,7]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 2 --hab 2 --dif 8 --dados 4,5,6",
            json!({"car":2,"hab":2,"dif":8,"dados":[4,5,6]}),
        ),
        (
            "hitos",
            json!({}),
            "--car 3 --hab 3 --dif 15 --dados 1,5,9",
            json!({"car":3,"hab":3,"dif":15,"dados":[1,5,9]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 0 --dados 0,0,0,0",
            json!({"hab":0,"dados":[0,0,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 2 --dif 2 --dados -,-,-,-",
            json!({"hab":2,"dif":2,"dados":[-1,-1,-1,-1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 4 --dif 1 --dados +,+,0,0",
            json!({"hab":4,"dif":1,"dados":[1,1,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 1 --dados +,-,+,-",
            json!({"hab":1,"dif":1,"dados":[1,-1,1,-1]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 3 --dif 5 --dados +,0,0,0",
            json!({"hab":3,"dif":5,"dados":[1,0,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 5 --dif 0 --dados -,-,0,0",
            json!({"hab":5,"dif":0,"dados":[-1,-1,0,0]}),
        ),
        (
            "fate",
            json!({}),
            "--hab 1 --dif 2 --dados 0,+,0,0",
            json!({"hab":1,"dif":2,"dados":[0,1,0,0]}),
        ),
        ("chasis", json!({}), "--dados 6,7", json!({"dados":[6,7]})),
        ("chasis", json!({}), "--dados 3,4", json!({"dados":[3,4]})),
        ("chasis", json!({}), "--dados 10,10", json!({"dados":[10,10]})),
        ("chasis", json!({}), "--dados 11,12", json!({"dados":[11,12]})),
        ("chasis", json!({}), "--dados 6,6", json!({"dados":[6,6]})),
        ("chasis", json!({}), "--dados 5,8", json!({"dados":[5,8]})),
        ("chasis", json!({}), "--dados 9,9", json!({"dados":[9,9]})),
        ("mirilla", json!({}), "--dado 1", json!({"dado":1})),
        ("mirilla", json!({}), "--dado 2", json!({"dado":2})),
        ("mirilla", json!({}), "--dado 3", json!({"dado":3})),
        ("mirilla", json!({}), "--dado 5", json!({"dado":5})),
        ("mirilla", json!({}), "--dado 6", json!({"dado":6})),
        (
            "mirilla",
            json!({}),
            "--dados 6,6,6 --seguidos 3",
            json!({"dados":[6,6,6],"seguidos":3}),
        ),
        (
            "mirilla",
            json!({}),
            "--dados 4,3 --seguidos 2 --minimo 4",
            json!({"dados":[4,3],"seguidos":2,"minimo":4}),
        ),
        (
            "mirilla",
            json!({}),
            "--dados 2 --seguidos 1 --minimo 2",
            json!({"dados":[2],"seguidos":1,"minimo":2}),
        ),
    ]
}
