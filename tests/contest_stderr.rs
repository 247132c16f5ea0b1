//! A turn's stderr is kept up to a cap with one note of what was not kept, also when it is joined
//! from several takes that each had their note.

use gridlab::contest::program::capped;

#[test]
fn a_short_text_is_kept_as_it_is() {
    assert_eq!(
        capped("hello\n[not a note]\n", 100, 0),
        "hello\n[not a note]\n"
    );
}

#[test]
fn a_long_text_is_cut_with_a_note() {
    assert_eq!(
        capped("abcdef", 4, 0),
        "abcd\n[2 more bytes of stderr not kept]\n"
    );
    assert_eq!(
        capped("abcdef", 4, 10),
        "abcd\n[12 more bytes of stderr not kept]\n"
    );
    // Cut at a character boundary.
    assert_eq!(capped("aé", 2, 0), "a\n[2 more bytes of stderr not kept]\n");
}

#[test]
fn two_takes_with_notes_make_one_note() {
    let first = capped("abcdef", 4, 0);
    let second = capped("ghijkl", 4, 0);
    let joined = capped(&format!("{first}{second}"), 100, 0);
    assert_eq!(joined, "abcdghij\n[4 more bytes of stderr not kept]\n");
    // Cut again: the counts add up.
    assert_eq!(
        capped(&format!("{first}{second}"), 6, 0),
        "abcdgh\n[6 more bytes of stderr not kept]\n"
    );
    assert_eq!(joined.matches("not kept").count(), 1);
}

#[test]
fn text_like_a_note_without_its_number_stays() {
    let text = "x\n[ more bytes of stderr not kept]\ny\n[12x more bytes of stderr not kept]\n";
    assert_eq!(capped(text, 1000, 0), text);
}
