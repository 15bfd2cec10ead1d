//! Why an event cannot happen: one Spanish sentence, and nothing is changed.

/// A change the rules do not allow; nothing is changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum StateError {
    #[error("{0} no tiene dados de suerte ni puntos de personaje (B647)")]
    NoLuckOrPoints(String),
    #[error("los unos y seises de {0} no se bloquean: el PP se entrega a un jugador que tira (B605) y un personaje principal no recibe puntos de personaje (B647, A-22)")]
    NoBlock(String),
    #[error("{0} no ha perdido ningún dado de suerte: solo se tienta la suerte con uno perdido (B338)")]
    NoLostLuck(String),
    #[error("la ficha no se hizo por puntos o ya cerró su creación: no tiene PP de creación sin gastar (B842)")]
    NotPointsBuilt,
    #[error("no hay {want} {what}: solo {have}")]
    NotEnough { what: &'static str, want: u32, have: u32 },
    #[error("la reserva «{0}» no existe en la ficha")]
    NoReserve(String),
    #[error("los puntos de secuela de una rodilla no se pagan con malestar ni suerte: se guardan todos como una secuela de movimiento (B1467)")]
    KneePoints,
    #[error("no hay puntos de secuela pendientes que resolver (R25)")]
    NoSequelaPoints,
    #[error("una secuela tiene nivel 1, 2 o 3 (B284)")]
    SequelaLevel,
    #[error("no hay ninguna secuela número {0}")]
    NoSequela(usize),
    #[error("una secuela de nivel 3 es permanente: ningún cuidado la quita (B291)")]
    PermanentSequela,
    #[error("un evento no puede traer {got} {what}: como mucho {max}")]
    TooLarge { what: &'static str, got: i64, max: i64 },
    #[error("una espina necesita un origen y al menos una línea en su programa")]
    EmptyThorn,
    #[error("una línea de espina con veces se aplica al menos una vez, y no lleva aplicadas más de las que dice")]
    ThornTimes,
    #[error("no hay ninguna espina número {0}")]
    NoThorn(usize),
    #[error("la espina número {thorn} no tiene línea {step} en su programa")]
    NoThornLine { thorn: usize, step: usize },
    #[error("la línea {step} de la espina ya se aplicó {} (B627)", times_word(*.times))]
    ThornLineSpent { step: usize, times: u32 },
    #[error("la línea {step} de la espina espera a que la línea {before} se aplique {} (B627)", times_word(*.times))]
    ThornLineEarly { step: usize, before: usize, times: u32 },
    #[error("la línea {0} de la espina no pide tirada: no hay fallo que sumar (B629)")]
    ThornNoRoll(usize),
    #[error("el personaje está {0} y no puede hacerlo")]
    Condition(&'static str),
    #[error("la última acción heroica ya se usó: solo hay una (B599–B601)")]
    HeroicActionUsed,
    #[error("solo un personaje de reparto tiene valor actual")]
    NotCast,
    #[error("{0}")]
    Advance(String),
    #[error("no hay ninguna Fortaleza «{0}» en la ficha")]
    NoForte(String),
    #[error("«{0}» tiene nivel 0 y no da repeticiones, ni enteras ni a medias (B404)")]
    PartialLevelZero(String),
    #[error("una aplicación parcial presta al menos una repetición")]
    PartialNone,
    #[error("con aplicación parcial por sesión una Fortaleza a medias da una repetición por tirada, no {0} (S57)")]
    PartialOnePerRoll(u8),
    #[error("«{forte}» solo puede prestar {left} repeticiones a medias más en {per}, no {want}")]
    PartialSpent {
        forte: String,
        want: u8,
        left: u8,
        per: &'static str,
    },
}

/// "1 vez", "7 veces".
fn times_word(n: u32) -> String {
    match n {
        1 => "1 vez".into(),
        n => format!("{n} veces"),
    }
}
