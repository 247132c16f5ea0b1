// Back to the Code: stays where it is; says which turn it is on stderr.
const opponents = parseInt(readline(), 10);
let turn = 0;
for (;;) {
  if (readline() === null) break;
  const me = readline().split(' ');
  for (let i = 0; i < opponents + 20; i++) readline();
  turn += 1;
  console.error(`turn ${turn}`);
  console.log(`${me[0]} ${me[1]}`);
}
