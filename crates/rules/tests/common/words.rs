/// An error as a person reads it in Spanish, from the errors' messages.
#[allow(dead_code)]
pub fn es(e: &impl tirada_dice::Worded) -> String {
    tirada_narrate::error(e, tirada_narrate::Lang::Es)
}

/// [`es`] as a method.
#[allow(dead_code)]
pub trait Es {
    fn es(&self) -> String;
}

impl<T: tirada_dice::Worded> Es for T {
    fn es(&self) -> String {
        es(self)
    }
}
