// Sign-up, password change and password reset refuse these widely published most-common passwords.
const list = `
  123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
  football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
  654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan
  jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme
  2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george asshole computer
  michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie 159753
  aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew
  access yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather
  secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
  bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
  guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan
  welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
  melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
  bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money
  cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff
  brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight
  fender barney midnight please brandy chicago badboy iwantu slayer rangers charles angel flower
  bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha
  1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders
  888888 marlboro gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309
  panther lauren angela bitch spanky thx1138 angels madison winston shannon mike toyota blowjob
  jordan23 canada sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson
  murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny
  abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf
  1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins
  butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida
  dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
  nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants
  jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
  albert metallic lucky azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie scorpio
  bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney
  rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy gordon legend jessie
  stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444 rebecca
  qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic
  apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august
  buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness
  blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef
  00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn
  therock redwings bigboy pumpkin trinity williams tits nintendo digital destiny topgun runner
  marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos
  cartman private celtic birdie little cassie babygirl donald beatles 1313 dickhead family 12121212
  school louise gabriel eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer scott
  lovely gibson doggie cherry andrey snickers buffalo pantera metallica member carter qwertyu peter
  alexande steve bronco paradise goober 5555 samuel montana mexico dreams michigan cock carolina
  friends magnum surfer maximus genius cool vampire lacrosse asd123 aaaa christin kimberly speedy
  sharon carmen 111222 kristina sammy racing ou812 sabrina horses 0987654321 qwerty1 pimpin baby
  stalker enigma 147147 star poohbear boobies 147258 simple bollocks 12345q marcus brian 1987
  qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein bitches genesis
  hello1 scotty friend forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska
  1232323q tester jester jake champion billy 147852 rock hawaii badass chevy 420420 walker stephen
  eagle1 bill 1986 october gregory svetlana pamela 1984 music shorty westside stanley diesel
  courtney 242424 kevin porno hitman boobs mark 12345qwert reddog frank qwe123 popcorn patricia
  aaaaaaaa 1969 teresa mozart buddha anderson paul melanie abcdefg security lucky1 lizard denise
  3333 a12345 123789 ruslan stargate simpsons scarface eagle 123456789a thumper olivia naruto
  1234554321 general cherokee a123456 vincent usuck123 1982 mylove xxxx sarah jamesbond jordan1
  bigcock hentai poop ilovey cloud fucku madmax tyler maria fussball 112358 0123456789 p@ssw0rd
  pa55word default admin administrator root toor welcome1 admin123 letmein1 monkey1 login abc
  qwerty12 iloveyou1 princess1 sunshine1 football1 baseball1 superman1 dragon1 master1 shadow1
  michael1 charlie1 jessica1 ashley1 654321a zaq12wsx zaq1zaq1 1q2w3e qwerty1234 aa123456 123qweasd
  1qaz2wsx3edc qweasd qwertyuiop123 asdfghjkl123 zxcvbnm123 123asd asd123456 123456abc abc12345
  abcd123 password123 password12 password! passw0rd1 p@ssword p@ssw0rd1 pa$$word passwd pass123
  pass1234 test123 test1234 temp temp123 changeme guest user 1234abcd 123654789 7654321 147896325
  741852963 159951 963852741 1122334455 123654321 5555555 55555555 666666666 6666666 66666666
  9999999 99999999 999999999 00000000 0000000 1111111111 11111111111 1234512345 123451234 123456123
  12345678910 1234567891 12345678900 123456780 1234567899 123456654321 123321123 111222333 100200
  789789 456456 456789 321321 147741 258258 369369 852456 741852 963852 zxcvbnm1 qazwsx123 qwertyu1
  qwertyuiop1 asdfghjkl1 iloveu iloveyou2 iloveyou! loveyou love123 lovelove mylove1 sweet sweetie
  sweetheart angel1 angel123 babygirl1 baby123 princesa princess123 chocolate strawberry butterfly
  flower1 tinkerbell hellokitty kitty kitten1 puppy doggy dolphin1 tigger1 teddybear bubbles1
  123456789q 1234qwerasdf qwerasdf 1qaz!qaz !qaz2wsx 2wsx3edc 3edc4rfv zaq1xsw2 xsw2zaq1 welcome123
  welcome2 hello123 hellohello letmein123 access14 whatever1 nothing1 secret1 secret123 master123
  admin1 administrator1 root123 adminadmin 123admin superuser sysadmin manager monkey123 dragon123
  shadow123 killer1 hunter1 hunter2 soccer1 hockey1 batman1 charlie123 michael123 jordan123 daniel1
  andrew1 joshua1 matthew1 anthony1 thomas1 robert1 jennifer1 summer1 summer123 winter1 spring
  autumn january february march april june july september qwerty7 q1q1q1 qaz123 a1b2c3 a1b2c3d4
  abc123456 aaa111 abcdefgh abcdef123 111qqq 1q1q1q 1a2b3c 1a2s3d4f 1z2x3c4v zxc123 zxcv1234 qazwsx1
  qwe123qwe asdasd123 qweqwe123 zxczxc asdqwe123 qweasd123 1q2w3e4r5t6y 1q2w3e4r5t6y7u8i9o0p
  qwertyui1 mustang1 corvette1 ferrari1 porsche1 mercedes1 camaro1 harley1 yamaha1 honda suzuki
  kawasaki ducati toyota1 nissan1 bmw audi volvo jeep chevrolet ford newyork1 chicago1 london1 paris
  berlin moscow tokyo dallas1 boston1 texas california florida1 miami hawaii1 canada1 america1
  usa123 england germany france jesus jesus1 christ god godisgood blessed blessing faith hope
  trinity1 jesuschrist heaven1 angel777 lucifer satan devil 666999 777888 147369 258456 football12
  soccer12 baseball12 basketball hockey12 golf123 tennis1 swimming running volleyball cheerleader
  dancer dance music1 guitar1 piano singer rockstar rocknroll metal ronaldo messi cristiano
  barcelona realmadrid chelsea1 arsenal1 liverpool1 manchester juventus lakers1 yankees1 steelers1
  cowboys1 packers1 redsox1 eagles1 raiders1 giants1 broncos1 pokemon1 naruto1 sasuke goku vegeta
  zelda mario luigi sonic pikachu starwars1 jedi yoda skywalker vader matrix1 neo morpheus gandalf1
  frodo batman123 superman123 spiderman ironman hulk thor captain1 wolverine xmen joker snoopy1
  garfield1 scooby1 homer simpson bart mickey1 donald1 goofy pluto cookie1 cupcake candy sugar honey
  honey1 peaches1 pumpkin1 banana1 apple1 orange1 cherry1 lemon coconut pepper1 chicken1 pizza bacon
  hotdog1 coffee1 whiskey vodka weed420 420 password2 password3 password7 password01 password11
  1password 123password mypassword newpassword passpass password12345 qwerty12345 qwerty123456 asdfg
  zxcvb 123qwe123 123qweasdzxc 1qaz2wsx3edc4rfv 1qaz@wsx 1q2w3e4r5 123456qwerty elizabeth emily emma
  sophia natalie alexander christopher ryan eric adam aaron jacob ethan logan dylan connor max rocky
  duke molly daisy lucy sadie lucky7 lucky13 freedom1 money1 money123 computer1 internet1 iphone
  facebook iloveme monday sunday christmas football123 qwerty01 qwerty69
`;

export const commonPasswords: ReadonlySet<string> = new Set(list.trim().split(/\s+/));

/** Whether the password is on the common-password list, ignoring letter case (spaces count). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
