//! What a store answers when it fails, and the boxed future every store method returns (so the
//! trait can be used as `dyn Store`): the ground the stores, the dump, the chain and the Discord
//! links all stand on.

use std::future::Future;
use std::pin::Pin;

/// A future a store returns.
pub type BoxFut<'a, T> = Pin<Box<dyn Future<Output = Result<T, StoreError>> + Send + 'a>>;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("la base de datos falló: {0}")]
    Db(#[from] sqlx::Error),
    #[error("la base de datos guarda algo ilegible: {0}")]
    Corrupt(String),
    /// Another event took this sequence number first: the caller re-reads and retries.
    #[error("otro evento ocupó el número {0} de la mesa")]
    Conflict(i64),
    /// An event of a batch not written because an earlier one of its table failed: it was
    /// built on that one, so writing it would leave a gap or a state that never happened.
    #[error("el evento {0} no se guardó porque el anterior de su mesa falló: vuelve a intentarlo")]
    Abandoned(i64),
    #[error("no existe la mesa {0}")]
    NoTable(String),
    #[error("ya existe la mesa {0} en esa base de datos: no se importó nada")]
    Exists(String),
    #[error("la base de datos «{0}» no es una URL que se entienda: usa sqlite://FICHERO o postgres://…")]
    Url(String),
    /// `sqlite://` with no file: SQLite would open a temporary database that every write
    /// then fails on, while the server said it was healthy.
    #[error("la base de datos «{0}» no nombra ningún fichero: usa sqlite://FICHERO (p. ej. sqlite://tirada.db)")]
    NoFile(String),
    /// The database was migrated by a newer tirada: this one would misread what it added.
    #[error("la base de datos tiene el esquema {found} y este tirada solo conoce hasta el {known}: ábrela con una versión más nueva de tirada")]
    NewerSchema { found: i64, known: i64 },
}

/// The migrations a store ran before it opened, and now; a database migrated beyond what this
/// binary knows (`known` steps) is refused.
pub fn newer_schema(found: i64, known: usize) -> Result<(), StoreError> {
    let known = known as i64;
    if found > known {
        return Err(StoreError::NewerSchema { found, known });
    }
    Ok(())
}

impl StoreError {
    /// The disk (or the file-size limit) is full: SQLite's `SQLITE_FULL`, whose extended
    /// codes all end in 13 in their low byte.
    pub fn is_disk_full(&self) -> bool {
        match self {
            StoreError::Db(sqlx::Error::Database(e)) => e
                .code()
                .and_then(|c| c.parse::<i32>().ok())
                .is_some_and(|c| c & 0xff == 13),
            _ => false,
        }
    }
}
