// Strings of the site's pages (layout, home, rules, rule pages, 404), English.
// `{name}` is replaced by the value the code passes (see translate() in index.ts).
export const siteEn = {
  // Layout: every page
  'layout.skip': 'Skip to main content',
  'layout.beta': 'Beta',
  'layout.betaNote': 'This site is new and still changing.',
  'layout.promise': 'No signup. Share a link and start playing.',
  'layout.nav.label': 'Main',
  'layout.nav.play': 'Play',
  'layout.nav.rules': 'Rules',
  'layout.lang.label': 'Language',
  'layout.theme': 'Dark mode',
  'layout.footer.rules': 'Opening rules',
  'layout.footer.built': 'Version and commit this site was built from',

  // Names of the forbidden kinds (diagrams, tooltips)
  'kind.double-three': 'double-three',
  'kind.double-four': 'double-four',
  'kind.overline': 'overline',

  // Home page
  'home.title': 'Renju online: every official opening rule',
  'home.description':
    'Play renju with a friend in your browser under standard, RIF, Yamaguchi, Soosõrv-N or Taraguchi-N rules. No account: create a game and send the link.',
  'home.heading': 'Play renju under any official opening rule',
  'home.lead':
    'Renju is five in a row on a 15 × 15 board, with a few limits on Black that make it fair. Pick an opening rule, send the link to a friend, and play in real time.',
  'home.point.rules': 'Every opening rule used in title tournaments, plus standard renju.',
  'home.point.fouls':
    "The server finds Black's forbidden moves, so nobody has to count threes by hand.",
  'home.point.watch': 'Anyone with the watch link can follow the game live.',
  'home.form.title': 'Start a game',
  'home.form.rule': 'Opening rule',
  'home.form.ruleInfo': 'How this rule works',
  'home.form.n': 'N',
  'home.form.nHint.soosorv': 'White may ask Black for up to N fifth moves. Tournaments use N = 8.',
  'home.form.nHint.taraguchi':
    'Black may offer N fifth moves instead of playing one. Tournaments use N = 10.',
  'home.form.clock': 'Clock',
  'home.form.clock.none': 'No clock',
  'home.form.clock.custom': 'Custom',
  'home.form.clock.correspondence': 'Correspondence',
  'home.form.clock.days': '{n} d per move',
  'home.form.clock.preset': '{min} min + {sec} s',
  'home.form.minutes': 'Minutes each',
  'home.form.increment': 'Seconds added per move',
  'home.form.opener': 'Who opens',
  'home.form.openerHint': 'The opener starts as Black and places the first stones.',
  'home.form.opener.creator': 'Me',
  'home.form.opener.opponent': 'My opponent',
  'home.form.opener.random': 'Random',
  'home.form.fouls': "Black's forbidden moves",
  'home.form.fouls.reject': 'Refused: the board will not take them',
  'home.form.fouls.lose': 'A foul loses the game, as in tournaments',
  'home.form.takebacks': 'Allow takebacks (the opponent must agree)',
  'home.form.more': 'More options',
  'home.form.summary.opener.creator': 'you open',
  'home.form.summary.opener.opponent': 'your opponent opens',
  'home.form.summary.opener.random': 'opener drawn by lot',
  'home.form.summary.fouls.reject': 'forbidden points refused',
  'home.form.summary.fouls.lose': 'a foul loses',
  'home.form.summary.takebacks.on': 'takebacks allowed',
  'home.form.summary.takebacks.off': 'no takebacks',
  'home.form.invalid.n': 'N must be a whole number from 1 to 10.',
  'home.form.invalid.minutes': 'Enter a whole number of minutes from 1 to 180.',
  'home.form.invalid.increment': 'Enter a whole number of seconds from 0 to 600.',
  'home.form.submit': 'Create the game',
  'home.form.creating': 'Creating the game…',
  'home.form.error': 'The game could not be created: {message}',
  'home.form.noscript': 'Creating a game needs JavaScript. The rule pages work without it.',
  'computer.title': 'Play the computer',
  'computer.level': 'Level',
  'computer.level.1': '1 · beginner',
  'computer.level.2': '2 · novice',
  'computer.level.3': '3 · casual',
  'computer.level.4': '4 · club player',
  'computer.level.5': '5 · strong club player',
  'computer.level.6': '6 · expert',
  'computer.level.7': '7 · master',
  'computer.level.8': '8 · full strength',
  'computer.color': 'Your colour',
  'computer.color.black': 'Black (you move first)',
  'computer.color.white': 'White (the computer moves first)',
  'computer.color.random': 'Random',
  'computer.opener': 'Who opens',
  'computer.opener.me': 'I open (tentative Black)',
  'computer.opener.computer': 'The computer opens',
  'computer.opener.random': 'Random',
  'computer.colorHint.standard': 'Black moves first; the colours stay for the whole game.',
  'computer.colorHint.rif':
    'Your colour is decided in the opening: the opener places three stones as tentative Black, then the other side may swap colours once.',
  'computer.colorHint.yamaguchi':
    'Your colour is decided in the opening: the opener places three stones as tentative Black and declares the number of fifth moves, then the other side may swap colours once.',
  'computer.colorHint.soosorv':
    "Your colour is decided in the opening: the opener places three stones as tentative Black; the other side may swap after them, and whoever holds Black may swap again after White's fourth stone and declaration.",
  'computer.colorHint.taraguchi':
    'Your colour is decided in the opening: the opener places the first stone as tentative Black, and before each of stones 2 to 5 the player to move may swap colours instead of playing.',
  'computer.submit': 'Play the computer',
  'home.how.title': 'How it works',
  'home.how.1': 'Choose a rule and a clock, then create the game.',
  'home.how.2': 'Send the invite link to your opponent: whoever opens it takes the second seat.',
  'home.how.3': 'Keep your own private link: it brings you back to your seat on any device.',
  'home.how.4': 'Share the watch link with anyone who wants to follow the game.',
  'home.rules.title': 'The opening rules',
  'home.rules.more': 'How renju is played',

  // Rules page
  'rules.title': 'How to play renju',
  'rules.description':
    "The rules of renju with diagrams: five in a row, Black's forbidden double-threes, double-fours and overlines, and the opening rules.",
  'rules.lead':
    'Renju takes a minute to learn: make five in a row. The few extra rules below are what keep the game fair.',
  'rules.basics.title': 'The basics',
  'rules.basics.1':
    'Two players take turns putting stones on the intersections of a 15 × 15 board. Black moves first. Stones are never moved or captured.',
  'rules.basics.2':
    'Whoever first gets five stones of their colour in an unbroken line, across, up and down, or diagonally, wins. White also wins with six or more in a line; Black needs exactly five.',
  'rules.basics.3':
    'Points are named by column and row: columns a to o from left to right, rows 1 to 15 from the bottom. The centre point is h8.',
  'rules.basics.4':
    'A player may pass once the opening is over. Two passes in a row, or a full board, end the game in a draw; the players may also agree to a draw.',
  'rules.fouls.title': "Black's forbidden moves",
  'rules.fouls.intro':
    'Moving first is a large advantage, so three kinds of move are forbidden to Black: the double-three, the double-four and the overline. White has no such limit, and a good White player tries to leave Black with a forbidden point as the only defence.',
  'rules.fouls.terms':
    'A four is a line of four black stones that one more stone turns into exactly five. A straight four has two such points, one at each end, and cannot be stopped. A three is a line that one more stone turns into a straight four.',
  'rules.fouls.modes':
    'In tournaments a foul loses at once. On this site the creator of a game chooses: the board either refuses forbidden points or lets Black play them and lose. Forbidden points are marked with a red cross, and each player can hide the marks.',
  'rules.fouls.legend':
    'In the diagrams the red crosses are the forbidden points of the position, as the game engine finds them.',
  'rules.d.doubleThree.title': 'Double-three',
  'rules.d.doubleThree.text':
    'A black stone on h8 would make two threes at once: h8, h9, h10 up the column and h8, i8, j8 along the row. White cannot stop both, so the point is forbidden.',
  'rules.d.fakeThree.title': 'A three that is not a three',
  'rules.d.fakeThree.text':
    'A stone on h8 makes a real three in the column and what looks like a three in the row. But with black stones waiting on e8 and m8, every way of turning the row into a straight four would give six in a line, so the row is not a real three, and h8 is allowed.',
  'rules.d.doubleFour.title': 'Double-four',
  'rules.d.doubleFour.text':
    'A stone on h8 would make two fours, one in the column and one in the row. Even with both blocked at one end, two fours at once are forbidden to Black.',
  'rules.d.doubleFourLine.title': 'Double-four on one line',
  'rules.d.doubleFourLine.text':
    'Two fours can share a line. With black stones on e8, g8, i8 and k8, a stone on h8 makes a four that f8 completes and another that j8 completes. That is a double-four too.',
  'rules.d.overline.title': 'Overline',
  'rules.d.overline.text':
    'Six or more black stones in a line are an overline. A stone on h8 would join f8, g8 and i8 to k8 into six, so h8 is forbidden. For White, the same line would win.',
  'rules.d.fiveWins.title': 'Five wins, whatever else it makes',
  'rules.d.fiveWins.text':
    'A stone on h8 completes five in the row, d8 to h8, and at the same time two fours through h8. Making five is never a foul: Black simply wins on h8.',
  'rules.openings.title': 'Opening rules',
  'rules.openings.text':
    'Even with these limits Black starts with the edge, so serious games begin with an opening rule: a procedure for the first stones, with colour swaps and offered fifth moves, that gives both players an even start. After the opening, the game goes on as above.',
  'rules.openings.swap': 'Swap: the players exchange colours; the stones stay where they are.',
  'rules.openings.offer':
    'Offer: Black proposes several fifth moves, no two of them symmetric, and White picks the one Black gets.',
  'rules.openings.squares':
    'Central squares: the 3 × 3, 5 × 5, 7 × 7 and 9 × 9 squares around h8, where early stones must go.',
  'rules.clock.title': 'Clocks',
  'rules.clock.text':
    'Games can have a Fischer clock: each player starts with a budget of minutes and gains a few seconds after each move. The clock runs for whoever must act, also while deciding a swap or placing offers. Running out of time loses.',

  // Rule pages: shared parts
  'rule.kicker': 'Renju opening rule',
  'rule.whatTitle': 'What is {the}?',
  'rule.diffTitle': 'How {the} differs from standard renju',
  'rule.diffTitleStandard': 'How a standard renju game goes',
  'rule.col.standard': 'Standard renju',
  'rule.row.first': 'First stones',
  'rule.row.fourth': 'Fourth move',
  'rule.row.swaps': 'Colour swaps',
  'rule.row.fifth': 'Fifth move',
  'rule.row.after': 'After the opening',
  'rule.historyTitle': 'History',
  'rule.squaresTitle': 'The central squares',
  'rule.square.label': '{size}×{size}: stone {stone}',
  'rule.square.plain': '{size}×{size}',
  'rule.squaresCaption.standard':
    'Standard renju puts no limit on where the first stones go. The squares drawn here are the ones the other opening rules use.',
  'rule.squaresCaption.threeStones':
    'Stone 1 goes on h8, stone 2 inside the 3 × 3 square, stone 3 inside the 5 × 5 square. Together they form one of the 26 standard openings.',
  'rule.squaresCaption.taraguchi':
    'Stone 1 goes on h8, stone 2 inside 3 × 3, stone 3 inside 5 × 5, stone 4 inside 7 × 7. With the first option, stone 5 goes inside 9 × 9.',
  'rule.squaresAlt': 'The board with the central squares around h8',
  'rule.play': 'Play under {the}',
  'rule.others': 'Other opening rules',

  // Rule: standard
  'rule.standard.name': 'Standard renju',
  'rule.standard.the': 'standard renju',
  'rule.standard.summary':
    'No opening procedure: Black starts anywhere and the players alternate from the first stone.',
  'rule.standard.what.1':
    'Standard renju is the game with no opening rule at all. Black puts the first stone wherever they like and the players take turns until someone makes five.',
  'rule.standard.what.2':
    "Black's forbidden moves apply throughout. Without swaps or offers Black keeps a real advantage, so this is the rule for a friendly game or for learning, not for tournaments.",
  'rule.standard.history.1':
    'Five-in-a-row games are old. Renju grew out of them in Japan, where limits on Black were added over time to balance the first move.',
  'rule.standard.history.2':
    'The Renju International Federation (RIF), founded in 1988, keeps the international rules. Its title tournaments always add an opening rule on top of the game described here.',

  // Standard column of the comparison table
  'diff.standard.first': 'Black puts the first stone anywhere; then the players alternate.',
  'diff.standard.fourth': 'White plays the fourth stone anywhere.',
  'diff.standard.swaps': 'None: each player keeps their colour for the whole game.',
  'diff.standard.fifth': 'Black plays the fifth stone anywhere.',
  'diff.standard.after':
    'Black may not make a double-three, a double-four or an overline. Black wins with exactly five in a row, White with five or more.',

  // Rule: RIF
  'rule.rif.name': 'RIF rule',
  'rule.rif.the': 'the RIF rule',
  'rule.rif.summary':
    'The opener sets up one of the 26 openings, the other player may swap, and Black offers two fifth moves for White to pick from.',
  'rule.rif.what.1':
    'The RIF rule is the older official opening of the Renju International Federation (RIF). It splits the opening between the players so that neither can steer the game into a position known to win.',
  'rule.rif.what.2':
    'The opener places three stones: Black on h8, White inside the central 3 × 3 square, Black inside the 5 × 5 square. Up to symmetry these are the 26 standard openings. The other player then chooses a colour by swapping or not, and White plays the fourth stone anywhere.',
  'rule.rif.what.3':
    'Black then offers two fifth moves that are not symmetric to each other. White picks one, it becomes Black’s fifth stone, and White plays the sixth. From there it is ordinary renju.',
  'rule.rif.history.1':
    'This is the opening of the international rules RIF published in 1996. Its weak point showed with time: with exactly two offered fifth moves, many of the 26 openings clearly favour one side, and top players kept returning to the same few balanced ones.',
  'rule.rif.history.2':
    'At its extraordinary General Assembly in 2008 RIF approved three successors for its title tournaments: the Soosõrv, Yamaguchi and Taraguchi rules.',
  'diff.rif.first':
    'The opener places three stones: Black on h8, White inside 3 × 3, Black inside 5 × 5.',
  'diff.rif.fourth': 'White plays it anywhere, once the swap has been decided.',
  'diff.rif.swaps': 'One: after the third stone the other player may take Black or White.',
  'diff.rif.fifth':
    'Black offers two fifth moves, not symmetric to each other, and White picks one.',
  'diff.rif.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: Yamaguchi
  'rule.yamaguchi.name': 'Yamaguchi',
  'rule.yamaguchi.the': 'the Yamaguchi rule',
  'rule.yamaguchi.summary':
    'Like the RIF rule, but the opener also declares how many fifth moves Black will offer, which lets sharp openings be balanced.',
  'rule.yamaguchi.what.1':
    'The Yamaguchi rule keeps the shape of the RIF rule and adds one decision. Along with the first three stones the opener announces how many fifth moves Black will have to offer. A strong opening for Black can be made fair by promising many.',
  'rule.yamaguchi.what.2':
    'The opener places Black on h8, White inside 3 × 3 and Black inside 5 × 5, and declares the number. The published rule has no upper limit; on this site it is 1 to 10. The other player may then swap, and White plays the fourth stone anywhere.',
  'rule.yamaguchi.what.3':
    'Black offers the declared number of fifth moves, no two symmetric, and White chooses one and plays the sixth stone. If only one was declared, Black just plays it.',
  'rule.yamaguchi.history.1':
    'The Renju International Federation (RIF) adopted the rule for its title tournaments at its 2008 extraordinary General Assembly, together with the Soosõrv and Taraguchi rules. It was the opening of the World Championships from 2009 to 2015 and of the Team World Championships from 2010 to 2016.',
  'rule.yamaguchi.history.2':
    'The declaration answered the RIF rule’s problem: openings that were lost for one side with two offers became playable again with more. From 2017 the World Championship moved to Soosõrv-8.',
  'diff.yamaguchi.first':
    'The opener places three stones, Black on h8, White inside 3 × 3, Black inside 5 × 5, and declares 1 to 10 fifth moves.',
  'diff.yamaguchi.fourth': 'White plays it anywhere, once the swap has been decided.',
  'diff.yamaguchi.swaps': 'One: after the declaration the other player may take Black or White.',
  'diff.yamaguchi.fifth':
    'Black offers the declared number of fifth moves, no two symmetric, and White picks one. A single declared fifth move is simply played.',
  'diff.yamaguchi.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: Soosõrv-8
  'rule.soosorv-8.name': 'Soosõrv-8',
  'rule.soosorv-8.the': 'Soosõrv-8',
  'rule.soosorv-8.summary':
    'The opener sets up one of the 26 openings, colours can change hands twice, and White decides how many fifth moves, up to eight, Black must offer.',
  'rule.soosorv-8.what.1':
    'Soosõrv-8 was the opening rule of the World Championships from 2017 to 2023. The opener chooses the opening; the other side decides how many fifth moves it will cost Black.',
  'rule.soosorv-8.what.2':
    'The opener places Black on h8, White inside 3 × 3 and Black inside 5 × 5. The other player may swap. White then plays the fourth stone anywhere and declares a number from 1 to 8.',
  'rule.soosorv-8.what.3':
    'Whoever holds Black may now swap once more. Black offers the declared number of fifth moves, no two symmetric; White chooses one and plays the sixth stone. With one declared fifth move, Black just plays it.',
  'rule.soosorv-8.history.1':
    'The Estonian player Ants Soosõrv proposed the rule. It was the official opening rule of the 2008 European Championship, the year the Renju International Federation (RIF) approved it at its extraordinary General Assembly, with the Yamaguchi and Taraguchi rules. In its first version White could ask for at most four fifth moves; in 2011 RIF certified Soosõrv-N, proposed by the Russian renju association, where that limit N may vary.',
  'rule.soosorv-8.history.2':
    'In 2015 the General Assembly chose Soosõrv-8 for the World Championship from 2017. It was played there in 2017, 2019 and 2023, and at the 2018 Team World Championship, before Taraguchi-10 took over in 2024 and 2025.',
  'diff.soosorv-8.first':
    'The opener places three stones: Black on h8, White inside 3 × 3, Black inside 5 × 5.',
  'diff.soosorv-8.fourth':
    'White plays it anywhere, then declares how many fifth moves Black must offer, from 1 to 8.',
  'diff.soosorv-8.swaps':
    'Two: the other player may swap after the third stone, and whoever holds Black may swap again after the declaration.',
  'diff.soosorv-8.fifth':
    'Black offers the declared number of fifth moves, no two symmetric, and White picks one. A single declared fifth move is simply played.',
  'diff.soosorv-8.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: Soosõrv-N
  'rule.soosorv-n.name': 'Soosõrv-N',
  'rule.soosorv-n.the': 'Soosõrv-N',
  'rule.soosorv-n.summary':
    'Soosõrv with any upper limit N: White declares how many fifth moves, from 1 to N, Black must offer.',
  'rule.soosorv-n.what.1':
    'Soosõrv-N is the family the Soosõrv rule belongs to. Everything is as in Soosõrv-8 except the ceiling on the declaration: White may ask for any number of fifth moves from 1 to N.',
  'rule.soosorv-n.what.2':
    'A small N favours Black, who has fewer moves to find; a large N favours White, who gets more to choose from. N = 8 is the tournament form; on this site N goes from 1 to 10.',
  'rule.soosorv-n.history.1':
    'The first Soosõrv rule allowed at most four fifth moves. In 2011 the Renju International Federation (RIF) certified the general form with a variable N, proposed by the Russian renju association, and in 2015 fixed N = 8 for the World Championship.',
  'diff.soosorv-n.first':
    'The opener places three stones: Black on h8, White inside 3 × 3, Black inside 5 × 5.',
  'diff.soosorv-n.fourth':
    'White plays it anywhere, then declares how many fifth moves Black must offer, from 1 to N.',
  'diff.soosorv-n.swaps':
    'Two: the other player may swap after the third stone, and whoever holds Black may swap again after the declaration.',
  'diff.soosorv-n.fifth':
    'Black offers the declared number of fifth moves, no two symmetric, and White picks one. A single declared fifth move is simply played.',
  'diff.soosorv-n.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: Taraguchi-10
  'rule.taraguchi-10.name': 'Taraguchi-10',
  'rule.taraguchi-10.the': 'Taraguchi-10',
  'rule.taraguchi-10.summary':
    'The first stones go into growing central squares with a chance to swap before each, and Black may offer ten fifth moves for White to choose from.',
  'rule.taraguchi-10.what.1':
    'Taraguchi-10 is the opening rule of the current World Championship. It shares the opening between the players, so that neither can steer the game into a position known to win for one colour; after it, the game is ordinary renju. Instead of a fixed list of openings, each of the first stones must land in a square around the centre that grows by one line on every side.',
  'rule.taraguchi-10.what.2':
    'Black starts on h8. Stone 2 goes inside the 3 × 3 square, stone 3 inside 5 × 5, stone 4 inside 7 × 7. Before each of stones 2, 3 and 4 the player to move may swap colours instead of playing; the other player then places that stone.',
  'rule.taraguchi-10.what.3':
    'After the fourth stone, the player holding Black picks one of two options. Option 1: colours may be swapped, Black plays the fifth stone inside 9 × 9, White may swap again and then plays the sixth stone anywhere. Option 2: Black offers ten fifth moves anywhere on the board, no two symmetric; White chooses one and plays the sixth stone, with no more swaps.',
  'rule.taraguchi-10.history.1':
    "Yusui Yamaguchi proposed the Taraguchi rule as a development of Yuri Tarannikov's opening rule; the name joins the two. The Renju International Federation (RIF) approved it at its 2008 extraordinary General Assembly, when it was choosing successors to the RIF rule. The European championships have used it since 2010, and in 2011 RIF certified the Taraguchi-N form, where N is the number of fifth moves Black may offer.",
  'rule.taraguchi-10.history.2':
    'Taraguchi-10 became the rule of the Team World Championship in 2024 and of the World Championship in 2025, after Soosõrv-8.',
  'rule.taraguchi-10.history.3':
    'Why it works: the squares that widen stone by stone keep the first stones near the centre without a fixed list of openings to memorise, and offering ten fifth moves is so costly that Black takes the second option only when the opening is good for Black.',
  'diff.taraguchi-10.first':
    'Stone 1 on h8, stone 2 inside 3 × 3, stone 3 inside 5 × 5, stone 4 inside 7 × 7.',
  'diff.taraguchi-10.fourth':
    'Inside the central 7 × 7 square, by whoever holds White after the swap chance.',
  'diff.taraguchi-10.swaps':
    'Before each of stones 2 to 5 the player to move may swap instead of playing. With option 1, White may swap once more after the fifth stone.',
  'diff.taraguchi-10.fifth':
    'Option 1: Black plays it inside 9 × 9. Option 2: Black offers ten fifth moves anywhere, no two symmetric, and White picks one.',
  'diff.taraguchi-10.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: Taraguchi-N
  'rule.taraguchi-n.name': 'Taraguchi-N',
  'rule.taraguchi-n.the': 'Taraguchi-N',
  'rule.taraguchi-n.summary':
    'Taraguchi with any number N of offered fifth moves in the second option; N = 10 is the tournament form.',
  'rule.taraguchi-n.what.1':
    'Taraguchi-N names the Taraguchi rules by the number of fifth moves Black offers in option 2. The growing squares and the swap chances before stones 2 to 5 are the same for every N.',
  'rule.taraguchi-n.what.2':
    'The larger N is, the more Black has to give away to choose option 2, so only openings that are truly good for Black make it worth taking. With N large enough, as with 10, every playable five-stone position is open to both sides. On this site N goes from 1 to 10.',
  'rule.taraguchi-n.history.1':
    'The Renju International Federation (RIF) certified Taraguchi-N at its 2011 General Assembly, as an improvement of the original Taraguchi rule with five offered fifth moves. Taraguchi-10 is the form chosen for the world title events from 2024.',
  'diff.taraguchi-n.first':
    'Stone 1 on h8, stone 2 inside 3 × 3, stone 3 inside 5 × 5, stone 4 inside 7 × 7.',
  'diff.taraguchi-n.fourth':
    'Inside the central 7 × 7 square, by whoever holds White after the swap chance.',
  'diff.taraguchi-n.swaps':
    'Before each of stones 2 to 5 the player to move may swap instead of playing. With option 1, White may swap once more after the fifth stone.',
  'diff.taraguchi-n.fifth':
    'Option 1: Black plays it inside 9 × 9. Option 2: Black offers N fifth moves anywhere, no two symmetric, and White picks one.',
  'diff.taraguchi-n.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Rule: original Taraguchi
  'rule.taraguchi.name': 'Taraguchi',
  'rule.taraguchi.the': 'the original Taraguchi rule',
  'rule.taraguchi.summary':
    'The original Taraguchi rule: growing central squares, swap chances before each early stone, and five offered fifth moves in the second option.',
  'rule.taraguchi.what.1':
    'The original Taraguchi rule, proposed by Yusui Yamaguchi from Yuri Tarannikov’s opening rule, is Taraguchi-N with N = 5. Stone 1 goes on h8 and stones 2, 3 and 4 into the 3 × 3, 5 × 5 and 7 × 7 central squares, and the player to move may swap before each of stones 2, 3 and 4.',
  'rule.taraguchi.what.2':
    'After stone 4, Black either plays the fifth stone inside 9 × 9 (with a swap chance before and after it), or offers five fifth moves anywhere, no two symmetric, for White to choose from.',
  'rule.taraguchi.history.1':
    'It opened up lines the Yamaguchi rule had made unplayable, such as 10D, 12D, 13D and 13I. But five offers are too few for openings like 2D and 2I, where Black has five winning fifth moves, so those could not be chosen.',
  'rule.taraguchi.history.2':
    'The rule was the official one of the European championships from 2010, of the 2012 correspondence World Championship and of some smaller international tournaments. The Taraguchi-N form of 2011 solved the problem by raising the number of offers.',
  'diff.taraguchi.first':
    'Stone 1 on h8, stone 2 inside 3 × 3, stone 3 inside 5 × 5, stone 4 inside 7 × 7.',
  'diff.taraguchi.fourth':
    'Inside the central 7 × 7 square, by whoever holds White after the swap chance.',
  'diff.taraguchi.swaps':
    'Before each of stones 2 to 5 the player to move may swap instead of playing. With option 1, White may swap once more after the fifth stone.',
  'diff.taraguchi.fifth':
    'Option 1: Black plays it inside 9 × 9. Option 2: Black offers five fifth moves anywhere, no two symmetric, and White picks one.',
  'diff.taraguchi.after':
    'Standard renju from the sixth stone on. Black’s forbidden moves also hold during the opening: for every stone Black places and for every fifth move Black offers.',

  // Game page shell (the game code fills it)
  'gameShell.title': 'Renju game',
  'gameShell.description': 'A renju game in progress: open the link to play or watch.',
  'gameShell.loading': 'Loading the game…',
  'gameShell.noscript': 'The game board needs JavaScript.',

  // 404
  'notFound.title': 'Page not found',
  'notFound.text':
    'There is nothing at this address. The link may be mistyped, or the game may have expired.',
  'notFound.home': 'Create a game',
  'notFound.rules': 'Read the rules',
  'notFound.openings': 'The opening rules',

  'gameGone.missing.title': 'There is no game at this address',
  'gameGone.missing.text':
    'The link may have been cut short or mistyped: ask whoever sent it for the whole link. Or create a game of your own: it takes a few seconds.',
  'gameGone.expired.title': 'This game has expired',
  'gameGone.expired.text':
    'Nobody took the second seat in time, so the game was closed without being played. Create a new game and send the new invite link.',
  'layout.menu': 'Menu',
} as const satisfies Record<string, string>;
