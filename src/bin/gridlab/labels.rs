//! An arena table's column labels: each entrant by its name when the name fits the column, else
//! by a letter (A for the first), named in a legend above the table. A cut name would lose what
//! tells two commands apart, and its quotes and slashes read as something else.

/// The label of each entrant: its name when it is at most `width` characters, else its letter.
pub fn labels(names: &[String], width: usize) -> Vec<String> {
    names
        .iter()
        .enumerate()
        .map(|(j, name)| {
            if name.chars().count() <= width {
                name.clone()
            } else {
                letter(j)
            }
        })
        .collect()
}

/// Prints the legend: a line `LETTER: NAME` for each entrant labelled by its letter.
pub fn print_legend(names: &[String], labels: &[String]) {
    for (name, label) in names.iter().zip(labels).filter(|(n, l)| n != l) {
        say!("{label}: {name}");
    }
}

/// The letter of entrant `j` (A to Z, then A27, A28...).
fn letter(j: usize) -> String {
    match u8::try_from(j).ok().filter(|&j| j < 26) {
        Some(j) => char::from(b'A' + j).to_string(),
        None => format!("A{}", j + 1),
    }
}
